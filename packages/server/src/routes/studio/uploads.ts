import { createHash } from 'node:crypto';
import { picturePixelsProblem } from '@ic/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { mediaPaths } from '../../content/media-paths.ts';
import { fieldError, HttpError } from '../../http/errors.ts';

// The studio's file uploads: multipart/form-data with one file, read by the handler (after the
// role check), never buffered by a parser first. A declared length over the limit is refused
// before a byte is read; a body that runs past it (no length declared) is cut off at the limit.

/** Room for the multipart framing and the few text fields beside the file. */
const FRAMING_BYTES = 64 * 1024;

/** Lets this plugin's routes take one file each; the handler reads it with `uploadOf`. */
export async function acceptStudioUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 4 * 1024, parts: 5 },
  });
}

export interface UploadRule {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  /** The 413's message. */
  tooLarge: string;
  /** The 400's when no file came. */
  missing: string;
}

/** An onRequest hook: 413 for a declared body larger than the file may be, before it is read. */
export function refuseDeclaredOver(rule: UploadRule) {
  return async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > rule.maxBytes + FRAMING_BYTES) throw new HttpError(413, rule.tooLarge);
  };
}

export interface Upload {
  bytes: Buffer;
  /** The name the sender's computer gave the file. */
  filename: string;
  /** The text fields sent before the file. */
  fields: Record<string, string>;
}

const isTooLarge = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** The request's one file (at most `maxBytes`) and the text fields sent before it. */
export async function uploadOf(request: FastifyRequest, rule: UploadRule): Promise<Upload> {
  if (!request.isMultipart()) throw fieldError(rule.field, rule.missing);
  const part = await request.file({ limits: { fileSize: rule.maxBytes } });
  if (!part || part.fieldname !== rule.field) throw fieldError(rule.field, rule.missing);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw new HttpError(413, rule.tooLarge);
    throw error;
  }
  if (bytes.byteLength === 0) throw fieldError(rule.field, rule.missing);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string')
      fields[name] = value.value;
  }
  return { bytes, filename: part.filename, fields };
}

/** Where uploaded bytes are kept: under their hash, as the import keeps its files. */
export function uploadedFilePath(bytes: Buffer, name: string): string {
  return mediaPaths.file(createHash('sha256').update(bytes).digest('hex').slice(0, 16), name);
}

/**
 * Refuses a picture whose header declares more pixels than anyone should decode (a
 * decompression bomb: kilobytes that unpack to gigabytes). sharp reads the header only, with
 * its own pixel limit off so the header of a huge picture is read, not refused unclearly.
 */
export async function refuseHugePicture(bytes: Buffer, field: string) {
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  const problem = picturePixelsProblem({ width, height });
  if (problem) throw fieldError(field, problem);
}
