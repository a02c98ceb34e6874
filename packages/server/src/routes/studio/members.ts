import {
  memberDetailSchema,
  memberSearchSchema,
  membershipGrantSchema,
  STUDIO_MESSAGES,
  studioAccountSchema,
  todaysTakingsSchema,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { requireRole } from '../../plugins/roles.ts';
import { extendMembership } from '../../repositories/memberships.ts';
import { rolesOfEach, toStudioAccount } from '../../repositories/staff.ts';
import { todaysTakings } from '../../repositories/takings.ts';
import { searchUsers } from '../../repositories/users.ts';
import { audit } from '../../studio/audit.ts';
import { memberDetailOf } from '../../studio/member-detail.ts';
import { guarded, TAGS, userParams } from './schemas.ts';

const supportOrAdmin = requireRole('support', 'admin');

/** Support and admin: find a member, see their money and membership, grant months, today's takings. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailOf = (db: Db, userId: string) => memberDetailOf(db, userId, app.now());

  app.get(
    '/api/studio/members',
    {
      preValidation: supportOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Accounts whose email or username starts with q, exact first, at most 20 (support, admin)',
        querystring: memberSearchSchema,
        response: { 200: envelopeOf(z.array(studioAccountSchema)), ...guarded },
      },
    },
    async (request) => {
      const users = await searchUsers(app.db, request.query.q);
      const roles = await rolesOfEach(
        app.db,
        users.map((user) => user.id),
      );
      return ok(users.map((user) => toStudioAccount(user, roles.get(user.id) ?? [])));
    },
  );

  app.get(
    '/api/studio/members/:userId',
    {
      preValidation: supportOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          "A member's account, membership and perks, orders with payments and donations (support, admin)",
        params: userParams,
        response: { 200: envelopeOf(memberDetailSchema), ...guarded },
      },
    },
    async (request) => ok(await detailOf(app.db, request.params.userId)),
  );

  app.post(
    '/api/studio/members/:userId/membership',
    {
      preValidation: supportOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Grant or extend Ultimate by whole months, with a reason: from the current expiry while it runs, else from now (support, admin)',
        params: userParams,
        body: membershipGrantSchema,
        response: { 200: envelopeOf(memberDetailSchema), ...guarded },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { months, reason } = request.body;
      const detail = await app.db.transaction().execute(async (trx) => {
        const before = await detailOf(trx, userId);
        await extendMembership(
          trx,
          { userId, months, plan: null, researchPapers: false },
          app.now(),
        );
        const after = await detailOf(trx, userId);
        await audit(trx, request, {
          action: 'membership.grant',
          target: { kind: 'user', id: userId },
          before: { memberUntil: before.membership.memberUntil },
          after: { memberUntil: after.membership.memberUntil, months, reason },
        });
        return after;
      });
      return ok(detail, STUDIO_MESSAGES.membershipGranted);
    },
  );

  app.get(
    '/api/studio/takings/today',
    {
      preValidation: supportOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Payments captured since midnight in India: sales and donations (support, admin)',
        response: { 200: envelopeOf(todaysTakingsSchema), ...guarded },
      },
    },
    async () => ok(await todaysTakings(app.db, app.now())),
  );
};
