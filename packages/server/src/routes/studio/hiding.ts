import { MONEY_MESSAGES, reasonSchema, STUDIO_MESSAGES } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { requireRole } from '../../plugins/roles.ts';
import { findUserById } from '../../repositories/users.ts';
import { audit } from '../../studio/audit.ts';
import { guarded, TAGS, userParams } from './schemas.ts';

const moderatorOnly = requireRole('moderator');
const hiddenAnswer = envelopeOf(z.object({ hiddenReason: z.string().nullable() }));
const feedbackParams = z.object({ feedbackId: z.uuid(STUDIO_MESSAGES.unknownMessage) });

/**
 * Moderator: hide (or show again) a member's avatar, which the site then leaves out of the
 * member's record so the default one shows, and a feedback entry. The reason goes into the
 * audit log; a moderator can take a hiding back, with a reason too.
 */
export const hidingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const hide of [true, false]) {
    const verb = hide ? 'hide' : 'show';

    app.post(
      `/api/studio/accounts/:userId/avatar/${verb}`,
      {
        preValidation: moderatorOnly,
        schema: {
          tags: TAGS,
          summary: hide
            ? "Hide a member's avatar: the site shows the default one (moderator)"
            : 'Show a hidden avatar again (moderator)',
          params: userParams,
          body: reasonSchema,
          response: { 200: hiddenAnswer, ...guarded },
        },
      },
      async (request) => {
        const { userId } = request.params;
        const { reason } = request.body;
        const hiddenReason = hide ? reason : null;
        await app.db.transaction().execute(async (trx) => {
          const user = await findUserById(trx, userId);
          if (!user) throw notFound(STUDIO_MESSAGES.unknownAccount);
          if (!user.avatar) throw conflict(MONEY_MESSAGES.noAvatar);
          await trx
            .updateTable('users')
            .set({ avatar_hidden_reason: hiddenReason })
            .where('id', '=', userId)
            .execute();
          await audit(trx, request, {
            action: `avatar.${verb}`,
            target: { kind: 'user', id: userId },
            before: { avatar: user.avatar, hiddenReason: user.avatar_hidden_reason },
            after: { avatar: user.avatar, hiddenReason, reason },
          });
        });
        return ok(
          { hiddenReason },
          hide ? MONEY_MESSAGES.avatarHidden : MONEY_MESSAGES.avatarShown,
        );
      },
    );

    app.post(
      `/api/studio/inbox/feedback/:feedbackId/${verb}`,
      {
        preValidation: moderatorOnly,
        schema: {
          tags: TAGS,
          summary: hide
            ? 'Hide a feedback entry that breaks the policy, with a reason (moderator)'
            : 'Show a hidden feedback entry again (moderator)',
          params: feedbackParams,
          body: reasonSchema,
          response: { 200: hiddenAnswer, ...guarded },
        },
      },
      async (request) => {
        const { feedbackId } = request.params;
        const { reason } = request.body;
        const hiddenReason = hide ? reason : null;
        await app.db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom('feedback')
            .select(['id', 'hidden_reason', 'subject'])
            .where('id', '=', feedbackId)
            .executeTakeFirst();
          if (!before) throw notFound(STUDIO_MESSAGES.unknownMessage);
          await trx
            .updateTable('feedback')
            .set({ hidden_reason: hiddenReason })
            .where('id', '=', feedbackId)
            .execute();
          await audit(trx, request, {
            action: `feedback.${verb}`,
            target: { kind: 'feedback', id: feedbackId },
            before: { hiddenReason: before.hidden_reason },
            after: { hiddenReason, reason },
          });
        });
        return ok(
          { hiddenReason },
          hide ? MONEY_MESSAGES.feedbackHidden : MONEY_MESSAGES.feedbackShown,
        );
      },
    );
  }
};
