import type { FastifyInstance } from 'fastify';
import { createMediaStore } from '../media/index.ts';
import type { MediaStore } from '../media/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where media files live: the database's media table or an S3 bucket (config.s3). */
    media: MediaStore;
  }
}

export function registerMedia(app: FastifyInstance): void {
  const media = createMediaStore(app.config, app.db);
  app.decorate('media', media);
  app.log.info({ store: media.kind }, 'media store');
}
