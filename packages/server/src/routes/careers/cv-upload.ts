import { CV_MAX_BYTES, cvProblem, MESSAGES } from '@ic/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../http/errors.ts';

/** A CV part over the size limit: its bytes were dropped as they arrived, so only this is kept. */
const TOO_LARGE = { tooLarge: true } as const;
type CvPart = Buffer | typeof TOO_LARGE;

/** The body's field that carries the CV. */
export const CV_FIELD = 'cv';
/** Each text field: a cover letter fits many times over. */
const FIELD_MAX_BYTES = 100 * 1024;

const uploads = new WeakMap<FastifyRequest, CvPart>();

/**
 * Lets this plugin's routes take multipart/form-data as well as JSON: the text fields become the
 * body (validated by the route's schema, as JSON would be) and one file, at most CV_MAX_BYTES,
 * is held aside for `cvOf`. Registered in the careers plugin only, so no other route takes files.
 */
export async function acceptCvUploads(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: FIELD_MAX_BYTES },
    // Over the limit the plugin would answer 413 for the whole request; the form wants the
    // CV's own message under its field, so the cut-off file is marked instead.
    throwFileSizeLimit: false,
    async onFile(part) {
      const bytes = await part.toBuffer();
      part.value = part.file.truncated ? TOO_LARGE : bytes;
    },
  });
}

/** A route's preValidation: takes the CV out of the body before the schema drops unknown fields. */
export async function holdCv(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !(CV_FIELD in body)) return;
  const { [CV_FIELD]: part, ...fields } = body as Record<string, unknown>;
  // A text field named cv is no file: refused as a CV that is not a PDF.
  const held = Buffer.isBuffer(part) ? part : part === TOO_LARGE ? TOO_LARGE : undefined;
  if (!held) throw fieldError(CV_FIELD, MESSAGES.cvNotPdf);
  uploads.set(request, held);
  request.body = fields;
}

/** The request's CV, checked by its bytes (a PDF, at most 5 MB); undefined when none was sent. */
export function cvOf(request: FastifyRequest): Buffer | undefined {
  const part = uploads.get(request);
  if (part === undefined) return undefined;
  if (!Buffer.isBuffer(part)) throw fieldError(CV_FIELD, MESSAGES.cvTooLarge);
  const problem = cvProblem(part);
  if (problem) throw fieldError(CV_FIELD, problem);
  return part;
}
