import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, cvProblem, hasPdfMagic } from './cv.ts';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

const pdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(ascii('%PDF-1.7'));
  return bytes;
};

describe('a CV', () => {
  it('is a PDF by its first bytes, whatever it is called', () => {
    expect(hasPdfMagic(pdf(100))).toBe(true);
    expect(hasPdfMagic(ascii('<html>%PDF-'))).toBe(false);
    expect(hasPdfMagic(ascii('%PD'))).toBe(false);
    expect(hasPdfMagic(new Uint8Array())).toBe(false);
  });

  it('may be up to 5 MB', () => {
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(cvProblem(pdf(CV_MAX_BYTES))).toBeNull();
    expect(cvProblem(pdf(CV_MAX_BYTES + 1))).toBe('Your CV must be at most 5 MB.');
    expect(cvProblem(ascii('PK\u0003\u0004 a Word file'))).toBe('Your CV must be a PDF file.');
  });
});
