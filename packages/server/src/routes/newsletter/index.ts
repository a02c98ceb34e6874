import { newsletterSchema, newsletterSubscriptionSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setUserCookie } from '../../http/cookies.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { subscribe } from '../../repositories/newsletter.ts';
import { toUserRecord, updateUser } from '../../repositories/users.ts';

const HOUR = 60 * 60 * 1000;
export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing!';

/** POST /api/newsletter: the home page's sign-up box. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    {
      preValidation: limitPerIp({ name: 'newsletter', limit: 10, windowMs: HOUR }),
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe an email (idempotent); the signed-in user subscribing their own email also turns on newsLetter',
        body: newsletterSchema,
        response: {
          200: envelopeOf(newsletterSubscriptionSchema),
          400: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const now = app.now();
      await subscribe(app.db, email, now);
      const user = request.user;
      if (user && user.email === email && !user.newsLetter) {
        setUserCookie(
          reply,
          toUserRecord(await updateUser(app.db, user.id, { news_letter: true }, now)),
        );
      }
      return ok({ email, subscribed: true as const }, SUBSCRIBED_MESSAGE);
    },
  );
};
