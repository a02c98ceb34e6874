import { ACCESS_MESSAGES, newsletterSchema, newsletterSubscriptionSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setUserCookie } from '../../http/cookies.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { forbidden } from '../../http/errors.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { isChildRequest } from '../../plugins/reader.ts';
import { isChildAddress, subscribe } from '../../repositories/newsletter.ts';
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
        description:
          'We never send marketing mail to a child account: a child signed in is refused (403), ' +
          'and a child’s address given by anyone else is answered the same but not stored.',
        body: newsletterSchema,
        response: {
          200: envelopeOf(newsletterSubscriptionSchema),
          400: failureSchema,
          403: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      if (await isChildRequest(request)) throw forbidden(ACCESS_MESSAGES.childNewsletter);
      const now = app.now();
      // The same answer either way, so the form never tells who has a child account.
      if (await isChildAddress(app.db, email, now))
        return ok({ email, subscribed: true as const }, SUBSCRIBED_MESSAGE);
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
