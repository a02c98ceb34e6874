import {
  ageOn,
  childSettingsSchema,
  GUARDIAN_MESSAGES,
  guardianChildSettingsSchema,
  guardianDecisionResultSchema,
  guardianDecisionSchema,
  guardianMeSchema,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideRegistration } from '../../accounts/guardian-decision.ts';
import { eraseAccount } from '../../accounts/erase.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { conflict } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { childDeletedChildMail, childDeletedGuardianMail } from '../../mail/templates/index.ts';
import { childSettingsOf, withSettingsAndMinutes } from '../../repositories/child-limits.ts';
import {
  appendAudit,
  childrenOf,
  saveChildSettings,
  type GuardedChild,
} from '../../repositories/guardians.ts';
import { findUserById } from '../../repositories/users.ts';
import { childParams, currentGuardian, refusals, theirChild } from './auth.ts';

const statusOf = (child: GuardedChild) =>
  child.status === 'pending_consent' ? 'pending' : child.status;

/** GET /api/guardian/me, and a child's registration decision, settings and deletion. */
export const guardianChildrenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guardian/me',
    {
      schema: {
        tags: ['guardian'],
        summary: "The signed-in guardian and their children, with each child's settings",
        response: { 200: envelopeOf(guardianMeSchema), 401: failureSchema },
      },
    },
    async (request) => {
      const guardian = currentGuardian(request);
      const now = app.now();
      const children = await withSettingsAndMinutes(
        app.db,
        await childrenOf(app.db, guardian.id, now),
        now,
      );
      return ok({
        email: guardian.email,
        children: children.map((child) => ({
          id: child.id,
          name: child.name,
          username: child.username,
          age: ageOn(child.dob, now),
          status: statusOf(child),
          settings: child.settings,
          minutesToday: child.minutesToday,
        })),
      });
    },
  );

  app.post(
    '/api/guardian/children/:id/decision',
    {
      schema: {
        tags: ['guardian'],
        summary: 'Approve (activates, mails the child) or decline (erases) a pending registration',
        params: childParams,
        body: guardianDecisionSchema,
        response: {
          200: envelopeOf(guardianDecisionResultSchema),
          400: failureSchema,
          ...refusals,
          409: failureSchema,
        },
      },
    },
    async (request) => {
      const child = await theirChild(app, request);
      if (child.status !== 'pending_consent') throw conflict(GUARDIAN_MESSAGES.alreadyDecided);
      const { decision } = request.body;
      await decideRegistration(app, child, currentGuardian(request).email, decision);
      const message =
        decision === 'approve' ? GUARDIAN_MESSAGES.approved : GUARDIAN_MESSAGES.declined;
      return ok({ decision }, message);
    },
  );

  app.patch(
    '/api/guardian/children/:id/settings',
    {
      schema: {
        tags: ['guardian'],
        summary: "Change a child's highest rating, daily reading limit (null: none) or pause",
        description:
          'Any subset of the fields; unknown fields are refused. Answers the settings in force.',
        params: childParams,
        body: childSettingsSchema,
        response: { 200: envelopeOf(guardianChildSettingsSchema), 400: failureSchema, ...refusals },
      },
    },
    async (request) => {
      const child = await theirChild(app, request);
      const guardianEmail = currentGuardian(request).email;
      const now = app.now();
      const settings = await app.db.transaction().execute(async (trx) => {
        const before = await childSettingsOf(trx, child, now);
        await saveChildSettings(trx, child.id, request.body, now);
        const after = await childSettingsOf(trx, child, now);
        const entry = { guardianEmail, childId: child.id, action: 'settings' as const };
        await appendAudit(trx, { ...entry, before: { ...before }, after: { ...after } }, now);
        return after;
      });
      return ok(settings, GUARDIAN_MESSAGES.settingsSaved);
    },
  );

  app.post(
    '/api/guardian/children/:id/deletion',
    {
      schema: {
        tags: ['guardian'],
        summary: "Erase a child's account, personal data and sessions; mails both a confirmation",
        description: 'As account deletion: paid orders stay for the books, no longer linked.',
        params: childParams,
        response: { 200: envelopeOf(z.null()), ...refusals },
      },
    },
    async (request) => {
      const child = await theirChild(app, request);
      const guardianEmail = currentGuardian(request).email;
      const now = app.now();
      const entry = {
        guardianEmail,
        childId: child.id,
        action: 'deletion',
        before: { status: statusOf(child) },
        after: null,
      } as const;
      const childLanguage = (await findUserById(app.db, child.id))?.language;
      await eraseAccount(app.db, app.payments, child, now, (trx) => appendAudit(trx, entry, now));
      const mail = { childName: child.name, guardianEmail, childEmail: child.email };
      // The guardian reads theirs in the language they asked in; the child in the child's.
      await app.mailer.sendLater(childDeletedGuardianMail(mail, requestLanguage(request)));
      await app.mailer.sendLater(
        childDeletedChildMail(mail, childLanguage ?? requestLanguage(request)),
      );
      return ok(null, GUARDIAN_MESSAGES.deleted);
    },
  );
};
