// A CV sent with a job application (our rule: the spec has no upload). One PDF, checked by its
// bytes rather than its name or declared type, which the sender controls.
import { MESSAGES } from '../messages.ts';

/** The largest CV we take: a few pages of PDF, well under what a phone upload can carry. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_MEDIA_TYPE = 'application/pdf';

/** Every PDF starts with `%PDF-` (ISO 32000, 7.5.2). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

export function hasPdfMagic(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

/** Why a CV is refused, or null when it is fine: a PDF of 1 byte to CV_MAX_BYTES. */
export function cvProblem(bytes: Uint8Array): string | null {
  if (bytes.byteLength > CV_MAX_BYTES) return MESSAGES.cvTooLarge;
  if (!hasPdfMagic(bytes)) return MESSAGES.cvNotPdf;
  return null;
}
