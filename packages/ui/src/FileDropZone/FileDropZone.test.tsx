import { describe, expect, it } from 'vitest';
import { fileProblem, type FileRule } from './fileCheck';

const PDF: FileRule = {
  accept: ['.pdf', 'application/pdf'],
  acceptLabel: 'PDF',
  maxBytes: 200 * 1024 ** 2,
};
const IMAGES: FileRule = {
  accept: ['image/*'],
  acceptLabel: 'JPEG, PNG or WebP',
  maxBytes: 5 * 1024 ** 2,
};

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('fileProblem', () => {
  it('lets a PDF through by its type or its extension, in any case', () => {
    expect(fileProblem(file('chapter-1.pdf', 'application/pdf'), PDF)).toBeNull();
    expect(fileProblem(file('CHAPTER-2.PDF', ''), PDF)).toBeNull();
  });

  it('refuses another type and names the file', () => {
    expect(fileProblem(file('cover.png', 'image/png'), PDF)).toBe('“cover.png” is not a PDF file.');
    expect(fileProblem(file('pages.zip', 'application/zip'), PDF)).toBe(
      '“pages.zip” is not a PDF file.',
    );
  });

  it('takes a family of types', () => {
    expect(fileProblem(file('cover.webp', 'image/webp'), IMAGES)).toBeNull();
    expect(fileProblem(file('cover.pdf', 'application/pdf'), IMAGES)).toBe(
      '“cover.pdf” is not a JPEG, PNG or WebP file.',
    );
  });

  it('refuses a file over the limit and says both sizes', () => {
    expect(fileProblem(file('huge.pdf', 'application/pdf', 2 * 1024 ** 3), PDF)).toBe(
      '“huge.pdf” is 2 GB; files can be up to 200 MB.',
    );
    expect(fileProblem(file('edge.pdf', 'application/pdf', 200 * 1024 ** 2), PDF)).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(fileProblem(file('blank.pdf', 'application/pdf', 0), PDF)).toBe('“blank.pdf” is empty.');
  });

  it('takes anything when the accept list is empty', () => {
    expect(fileProblem(file('notes.txt', 'text/plain'), { ...PDF, accept: [] })).toBeNull();
  });
});
