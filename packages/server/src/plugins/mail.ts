import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer`; mail still in flight is delivered before the app closes. */
export function registerMailer(app: FastifyInstance, given?: Mailer): void {
  const mailer = given ?? createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.settled());
}
