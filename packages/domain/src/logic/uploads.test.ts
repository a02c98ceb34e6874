import { describe, expect, it } from 'vitest';
import {
  CHAPTER_PDF_MAX_BYTES,
  chapterPagesProblem,
  chapterPdfProblem,
  COVER_MAX_BYTES,
  coverProblem,
  coverTypeOf,
  picturePixelsProblem,
  UPLOAD_MESSAGES,
} from './uploads.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const padded = (start: Uint8Array, size: number) => {
  const all = new Uint8Array(size);
  all.set(start);
  return all;
};

describe('a chapter upload', () => {
  it('is a PDF by its bytes: a PNG renamed .pdf is not', () => {
    expect(chapterPdfProblem(ascii('%PDF-1.7\n'))).toBeNull();
    expect(chapterPdfProblem(PNG)).toBe(UPLOAD_MESSAGES.notPdf);
    expect(chapterPdfProblem(ascii('PK\u0003\u0004'))).toBe(UPLOAD_MESSAGES.notPdf);
  });

  it('may be up to 50 MB', () => {
    expect(CHAPTER_PDF_MAX_BYTES).toBe(50 * 1024 * 1024);
    const pdf = ascii('%PDF-1.7');
    expect(chapterPdfProblem(padded(pdf, CHAPTER_PDF_MAX_BYTES))).toBeNull();
    expect(chapterPdfProblem(padded(pdf, CHAPTER_PDF_MAX_BYTES + 1))).toBe(
      'The PDF must be at most 50 MB.',
    );
  });
});

describe("a chapter's pages", () => {
  const page = { width: 1600, height: 2400 };

  it('are 1 to 200', () => {
    expect(chapterPagesProblem([])).toBe(UPLOAD_MESSAGES.pdfEmpty);
    expect(chapterPagesProblem(Array(200).fill(page))).toBeNull();
    expect(chapterPagesProblem(Array(201).fill(page))).toBe(
      'A chapter can have at most 200 pages: split it into two chapters.',
    );
  });

  it('are at most ten times as tall as they are wide', () => {
    expect(chapterPagesProblem([page, { width: 1600, height: 16_000 }])).toBeNull();
    expect(chapterPagesProblem([page, { width: 1600, height: 16_001 }])).toBe(
      UPLOAD_MESSAGES.pageTooLong,
    );
    expect(chapterPagesProblem([{ width: 0, height: 10 }])).toBe(UPLOAD_MESSAGES.pageTooLong);
  });
});

describe('a picture', () => {
  it('has at most 40 megapixels', () => {
    expect(picturePixelsProblem({ width: 8000, height: 5000 })).toBeNull();
    expect(picturePixelsProblem({ width: 8000, height: 5001 })).toBe(
      'The picture is too large: at most 40 megapixels (for example 8000 × 5000).',
    );
  });
});

describe('a cover', () => {
  it('is a PNG, JPEG or WebP by its first bytes', () => {
    expect(coverTypeOf(PNG)).toBe('image/png');
    expect(coverTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(coverTypeOf(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(coverTypeOf(ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(coverTypeOf(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(coverProblem(ascii('%PDF-1.7'))).toBe(UPLOAD_MESSAGES.notPicture);
  });

  it('may be up to 5 MB', () => {
    expect(coverProblem(padded(PNG, COVER_MAX_BYTES))).toBeNull();
    expect(coverProblem(padded(PNG, COVER_MAX_BYTES + 1))).toBe('The cover must be at most 5 MB.');
  });
});
