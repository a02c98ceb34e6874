import { meSchema, type ChildLimits, type ChildStatus } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { currentUser, endSession, requireUser } from '../../plugins/auth.ts';
import { childLimitsOf } from '../../repositories/child-limits.ts';
import { findUserById, toUserRecord } from '../../repositories/users.ts';

export const LOGGED_OUT_MESSAGE = 'You have been logged out.';

function childStatusOf(limits: ChildLimits | null): ChildStatus | null {
  if (!limits) return null;
  const { maxRating, dailyLimitMinutes, paused, minutesReadToday } = limits;
  return { maxRating, dailyLimitMinutes, paused, minutesToday: minutesReadToday };
}

/** POST /api/logout and GET /api/me. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke this session (its cookie and its bearer token) and clear the cookies',
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      await endSession(request, reply);
      return ok(null, LOGGED_OUT_MESSAGE);
    },
  );

  app.get(
    '/api/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (by session cookie or bearer token)',
        description:
          '`child` holds a child account’s limits as its guardian set them, and today’s reading ' +
          'minutes; null for everyone else.',
        response: { 200: envelopeOf(meSchema), 401: failureSchema },
      },
    },
    async (request) => {
      const row = await findUserById(app.db, currentUser(request).id);
      if (!row) throw unauthorized();
      const child = await childLimitsOf(app.db, row, app.now());
      return ok({ ...toUserRecord(row), child: childStatusOf(child) });
    },
  );
};
