// The studio's uploads (issue 18), checked by their bytes rather than their name or declared
// type, which the sender controls: a PNG renamed .pdf is no chapter.
import { hasPdfMagic } from './cv.ts';

const MB = 1024 * 1024;
/** The largest chapter PDF we take: a long chapter of scanned pages fits. */
export const CHAPTER_PDF_MAX_BYTES = 50 * MB;
/** The largest cover picture we take. */
export const COVER_MAX_BYTES = 5 * MB;
/** A chapter's most pages: a small file can declare thousands, each drawn five times over. */
export const CHAPTER_PAGES_MAX = 200;
/** A page's most height for its width: taller, and its full-size image passes WebP's 16,383 px. */
export const PAGE_ASPECT_MAX = 10;
/** A picture's most pixels: a few kilobytes can unpack to gigabytes in whoever decodes them. */
export const PICTURE_PIXELS_MAX = 40_000_000;

export const UPLOAD_MESSAGES = {
  pdfRequired: 'Choose the chapter as a PDF file',
  notPdf: 'This file is not a PDF: export the chapter as a PDF and try again.',
  pdfTooLarge: `The PDF must be at most ${CHAPTER_PDF_MAX_BYTES / MB} MB.`,
  pdfUnreadable: 'This PDF could not be read: it may be damaged. Export it again and retry.',
  pdfEmpty: 'This PDF has no pages.',
  pdfTooManyPages: `A chapter can have at most ${CHAPTER_PAGES_MAX} pages: split it into two chapters.`,
  pageTooLong: `A page is more than ${PAGE_ASPECT_MAX} times as tall as it is wide, which the reader cannot show: cut long strips into pages.`,
  pictureTooManyPixels: `The picture is too large: at most ${PICTURE_PIXELS_MAX / 1_000_000} megapixels (for example 8000 × 5000).`,
  coverRequired: 'Choose a cover picture',
  notPicture: 'The cover must be a PNG, JPEG or WebP picture.',
  coverTooLarge: `The cover must be at most ${COVER_MAX_BYTES / MB} MB.`,
} as const;

export type CoverType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  magic.every((byte, index) => bytes[at + index] === byte);

/** A cover's type from its first bytes (PNG, JPEG or WebP), or null for anything else. */
export function coverTypeOf(bytes: Uint8Array): CoverType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Why a chapter file is refused by its size or first bytes, or null when it may be a PDF. */
export function chapterPdfProblem(bytes: Uint8Array): string | null {
  if (bytes.byteLength > CHAPTER_PDF_MAX_BYTES) return UPLOAD_MESSAGES.pdfTooLarge;
  if (!hasPdfMagic(bytes)) return UPLOAD_MESSAGES.notPdf;
  return null;
}

/** Why a readable PDF's pages are refused (too many, or one too long to draw), or null. */
export function chapterPagesProblem(pages: readonly { width: number; height: number }[]) {
  if (pages.length === 0) return UPLOAD_MESSAGES.pdfEmpty;
  if (pages.length > CHAPTER_PAGES_MAX) return UPLOAD_MESSAGES.pdfTooManyPages;
  if (pages.some(({ width, height }) => !(width > 0) || height / width > PAGE_ASPECT_MAX))
    return UPLOAD_MESSAGES.pageTooLong;
  return null;
}

/** Why a picture of this many pixels is refused, or null. */
export function picturePixelsProblem({ width, height }: { width: number; height: number }) {
  return width * height > PICTURE_PIXELS_MAX ? UPLOAD_MESSAGES.pictureTooManyPixels : null;
}

/** Why a cover is refused, or null when it is a picture we take. */
export function coverProblem(bytes: Uint8Array): string | null {
  if (bytes.byteLength > COVER_MAX_BYTES) return UPLOAD_MESSAGES.coverTooLarge;
  if (coverTypeOf(bytes) === null) return UPLOAD_MESSAGES.notPicture;
  return null;
}
