import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer`, whose mails are delivered by jobs of `app.jobs` (register it first). */
export function registerMailer(app: FastifyInstance): void {
  app.decorate('mailer', createMailer(app.config, app.log, app.jobs));
}
