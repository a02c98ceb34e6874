import { EDITORIAL_MESSAGES, uploadedImageSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { requireRole } from '../../plugins/roles.ts';
import { audit } from '../../studio/audit.ts';
import { guarded, TAGS } from './schemas.ts';
import {
  refuseDeclaredOver,
  refuseHugePicture,
  uploadedFilePath,
  uploadOf,
  type UploadRule,
} from './uploads.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const IMAGE: UploadRule = {
  field: 'image',
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: EDITORIAL_MESSAGES.imageTooLarge,
  missing: EDITORIAL_MESSAGES.imageMissing,
};

/** What sharp reads a picture as, and what we serve it as. SVG is not taken: it can carry script. */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The picture's format by its bytes (sharp decodes the header), or undefined when it is none of ours. */
async function imageFormat(bytes: Buffer): Promise<string | undefined> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return format in IMAGE_TYPES ? format : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Editor: a picture for a blog, a character or a cover, into the media store. Its type is
 * checked by its bytes, its size as it arrives (past 5 MB the upload stops before anything is
 * stored), and its path names its content, so it is cached for ever and stored once.
 */
export const studioMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/studio/media/images',
    {
      onRequest: [requireRole('editor'), refuseDeclaredOver(IMAGE)],
      schema: {
        tags: TAGS,
        summary:
          'Upload a PNG, JPEG, WebP or GIF picture (5 MB at most) to the media store (editor)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(uploadedImageSchema), 413: guarded[400], ...guarded },
      },
    },
    async (request) => {
      const { bytes, filename } = await uploadOf(request, IMAGE);
      const format = await imageFormat(bytes);
      const contentType = format && IMAGE_TYPES[format];
      if (!format || !contentType)
        throw fieldError(IMAGE.field, EDITORIAL_MESSAGES.imageNotAllowed);
      await refuseHugePicture(bytes, IMAGE.field);
      const path = uploadedFilePath(bytes, `image.${format === 'jpeg' ? 'jpg' : format}`);
      await app.media.save(path, contentType, bytes);
      await audit(app.db, request, {
        action: 'media.upload',
        target: { kind: 'media', id: path },
        before: null,
        after: { path, contentType, bytes: bytes.length, name: filename },
      });
      return ok(
        { path, url: withMediaBase(app, { image: path }).image },
        EDITORIAL_MESSAGES.imageUploaded,
      );
    },
  );
};
