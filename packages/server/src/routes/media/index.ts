import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { parseGeneratedPath } from '../../content/media-paths.ts';
import { findMedia } from '../../repositories/media.ts';
import { generateMedia } from './generate.ts';
import { policyMediaRoutes } from './policies.ts';
import { sendMedia } from './send.ts';

export const MEDIA_NOT_FOUND = 'Media not found.';
/** Imported files live at content-hashed paths: the bytes behind a URL never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Generated art and pages follow their content row; a week, then revalidate by ETag. */
const WEEK = 'public, max-age=604800';

/** GET /media/*: imported files and generated art (SVG) and chapter pages (PDF, with ranges). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(policyMediaRoutes);
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'Images (SVG and imported files) and chapter PDFs; PDFs honour Range (206)',
        params: z.object({ '*': z.string().max(400) }),
      },
    },
    async (request, reply) => {
      const path = `/media/${request.params['*']}`;
      const stored = await findMedia(app.db, path);
      if (stored)
        return sendMedia(
          request,
          reply,
          stored,
          path.startsWith('/media/files/') ? IMMUTABLE : WEEK,
        );
      const generated = parseGeneratedPath(path);
      const media = generated && (await generateMedia(app.db, path, generated));
      if (!media) throw notFound(MEDIA_NOT_FOUND);
      return sendMedia(request, reply, media, WEEK);
    },
  );
};
