import {
  contributorEntrySchema,
  reasonSchema,
  STUDIO_MESSAGES,
  studioAccountSchema,
  studioPageOf,
  studioPageQuerySchema,
  type StudioAccount,
} from '@ic/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserStatus } from '../../db/tables/accounts.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requireRole } from '../../plugins/roles.ts';
import {
  findDonation,
  listDonationsForModeration,
  setNameHidden,
} from '../../repositories/donations.ts';
import { deleteUserSessions } from '../../repositories/sessions.ts';
import { rolesOf, toStudioAccount } from '../../repositories/staff.ts';
import { changeStatus, findUserById } from '../../repositories/users.ts';
import { audit } from '../../studio/audit.ts';
import { guarded, TAGS, userParams } from './schemas.ts';

const moderatorOnly = requireRole('moderator');
const donationParams = z.object({ donationId: z.uuid(STUDIO_MESSAGES.unknownDonation) });
const ONLY_ADMIN_SUSPENDS_STAFF = 'Only an admin can suspend a member of staff.';

interface StatusMove {
  action: 'account.suspend' | 'account.reinstate';
  from: UserStatus;
  to: UserStatus;
  refusal: string;
  message: string;
}

const SUSPEND: StatusMove = {
  action: 'account.suspend',
  from: 'active',
  to: 'suspended',
  refusal: STUDIO_MESSAGES.cannotSuspend,
  message: STUDIO_MESSAGES.suspended,
};
const REINSTATE: StatusMove = {
  action: 'account.reinstate',
  from: 'suspended',
  to: 'active',
  refusal: STUDIO_MESSAGES.notSuspended,
  message: STUDIO_MESSAGES.reinstated,
};

/** Moderator: hide contributors' names, suspend and reinstate accounts. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio/contributors',
    {
      preValidation: moderatorOnly,
      schema: {
        tags: TAGS,
        summary: 'Paid donations with the names given, newest first (moderator)',
        querystring: studioPageQuerySchema,
        response: { 200: envelopeOf(studioPageOf(contributorEntrySchema)), ...guarded },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { total, rows } = await listDonationsForModeration(app.db, page, limit);
      return ok({
        items: rows.map((row) => ({
          donationId: row.id,
          displayName: row.display_name,
          hiddenReason: row.name_hidden_reason,
          amount: row.amount,
          supportType: row.support_type,
          paidAt: (row.paid_at ?? new Date(0)).toISOString(),
          email: row.email,
        })),
        meta: { total, page, limit, pages: Math.ceil(total / limit) },
      });
    },
  );

  for (const hide of [true, false]) {
    app.post(
      `/api/studio/contributors/:donationId/${hide ? 'hide' : 'show'}`,
      {
        preValidation: moderatorOnly,
        schema: {
          tags: TAGS,
          summary: hide
            ? 'Hide a donor’s name: Support Us shows Anonymous (moderator)'
            : 'Show a hidden donor name again (moderator)',
          params: donationParams,
          body: reasonSchema,
          response: {
            200: envelopeOf(z.object({ hiddenReason: z.string().nullable() })),
            ...guarded,
          },
        },
      },
      async (request) => {
        const { donationId } = request.params;
        const { reason } = request.body;
        const hiddenReason = hide ? reason : null;
        await app.db.transaction().execute(async (trx) => {
          const before = await findDonation(trx, donationId);
          if (!before) throw notFound(STUDIO_MESSAGES.unknownDonation);
          await setNameHidden(trx, donationId, hiddenReason);
          await audit(trx, request, {
            action: hide ? 'contributor.hide' : 'contributor.show',
            target: { kind: 'donation', id: donationId },
            before: { displayName: before.display_name, hiddenReason: before.name_hidden_reason },
            after: { displayName: before.display_name, hiddenReason, reason },
          });
        });
        return ok({ hiddenReason }, hide ? STUDIO_MESSAGES.nameHidden : STUDIO_MESSAGES.nameShown);
      },
    );
  }

  /** Moves an account between active and suspended, with its audit entry; suspending signs it out everywhere. */
  async function moveStatus(
    request: FastifyRequest,
    userId: string,
    reason: string,
    move: StatusMove,
  ): Promise<StudioAccount> {
    const actor = currentUser(request);
    if (userId === actor.id) throw conflict(STUDIO_MESSAGES.ownAccount);
    return app.db.transaction().execute(async (trx) => {
      const user = await findUserById(trx, userId);
      if (!user) throw notFound(STUDIO_MESSAGES.unknownAccount);
      const roles = await rolesOf(trx, userId);
      if (roles.length > 0 && !(await rolesOf(trx, actor.id)).includes('admin')) {
        throw forbidden(ONLY_ADMIN_SUSPENDS_STAFF);
      }
      if (!(await changeStatus(trx, userId, move.from, move.to, app.now()))) {
        throw conflict(move.refusal);
      }
      if (move.to === 'suspended') await deleteUserSessions(trx, userId);
      await audit(trx, request, {
        action: move.action,
        target: { kind: 'user', id: userId },
        before: { status: user.status },
        after: { status: move.to, reason },
      });
      return toStudioAccount({ ...user, status: move.to }, roles);
    });
  }

  for (const move of [SUSPEND, REINSTATE]) {
    app.post(
      `/api/studio/accounts/:userId/${move === SUSPEND ? 'suspend' : 'reinstate'}`,
      {
        preValidation: moderatorOnly,
        schema: {
          tags: TAGS,
          summary:
            move === SUSPEND
              ? 'Suspend an account: it cannot sign in and every session ends (moderator)'
              : 'Reinstate a suspended account (moderator)',
          params: userParams,
          body: reasonSchema,
          response: { 200: envelopeOf(studioAccountSchema), ...guarded },
        },
      },
      async (request) => {
        const account = await moveStatus(request, request.params.userId, request.body.reason, move);
        return ok(account, move.message);
      },
    );
  }
};
