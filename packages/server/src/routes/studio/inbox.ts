import {
  DEFAULT_LANGUAGE,
  errorReportEntrySchema,
  feedbackMessageSchema,
  inboxQuerySchema,
  inboxReplySchema,
  inboxStatusChangeSchema,
  STUDIO_MESSAGES,
  studioPageOf,
  type ErrorReportEntry,
  type FeedbackMessage,
  type InboxKind,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { inboxReplyMail } from '../../mail/templates/index.ts';
import { requireRole } from '../../plugins/roles.ts';
import {
  findErrorReport,
  findFeedback,
  listErrorReports,
  listFeedback,
  setInboxStatus,
} from '../../repositories/inbox.ts';
import { findUserByEmail } from '../../repositories/users.ts';
import { audit } from '../../studio/audit.ts';
import { guarded, TAGS } from './schemas.ts';

const moderatorOnly = requireRole('moderator');

const itemParams = z.object({
  kind: z.enum(['feedback', 'error-reports']),
  id: z.uuid(STUDIO_MESSAGES.unknownMessage),
});

type InboxItem = FeedbackMessage | ErrorReportEntry;

/** Where each inbox lives and what a reply is about. */
const INBOXES: Record<
  InboxKind,
  {
    table: 'feedback' | 'error_reports';
    find: (db: Db, id: string) => Promise<InboxItem | undefined>;
  }
> = {
  feedback: { table: 'feedback', find: findFeedback },
  'error-reports': { table: 'error_reports', find: findErrorReport },
};

const replyHeading = (item: InboxItem) =>
  'subject' in item ? item.subject : 'Your report of a problem on IC Universe';

/** Moderator: the feedback and error-report inboxes, their status and replies by mail. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio/inbox/feedback',
    {
      preValidation: moderatorOnly,
      schema: {
        tags: TAGS,
        summary: 'Feedback, newest first, by status (moderator)',
        querystring: inboxQuerySchema,
        response: { 200: envelopeOf(studioPageOf(feedbackMessageSchema)), ...guarded },
      },
    },
    async (request) => ok(await listFeedback(app.db, request.query)),
  );

  app.get(
    '/api/studio/inbox/error-reports',
    {
      preValidation: moderatorOnly,
      schema: {
        tags: TAGS,
        summary: 'Error reports, newest first, by status (moderator)',
        querystring: inboxQuerySchema,
        response: { 200: envelopeOf(studioPageOf(errorReportEntrySchema)), ...guarded },
      },
    },
    async (request) => ok(await listErrorReports(app.db, request.query)),
  );

  /** Sets the status in a transaction with its audit entry; answers the item as it now is. */
  async function changeStatus(
    request: Parameters<typeof audit>[1],
    kind: InboxKind,
    id: string,
    change: { status: InboxItem['status']; reply?: string },
    beforeCommit?: (trx: Db, item: InboxItem) => Promise<void>,
  ) {
    const inbox = INBOXES[kind];
    return app.db.transaction().execute(async (trx) => {
      const before = await inbox.find(trx, id);
      if (!before) throw notFound(STUDIO_MESSAGES.unknownMessage);
      await beforeCommit?.(trx, before);
      await setInboxStatus(trx, inbox.table, id, change.status);
      await audit(trx, request, {
        action: change.reply === undefined ? 'inbox.status' : 'inbox.reply',
        target: { kind, id },
        before: { status: before.status },
        after: change,
      });
      return { ...before, status: change.status };
    });
  }

  app.patch(
    '/api/studio/inbox/:kind/:id',
    {
      preValidation: moderatorOnly,
      schema: {
        tags: TAGS,
        summary: 'Mark a message open, answered or closed (moderator)',
        params: itemParams,
        body: inboxStatusChangeSchema,
        response: {
          200: envelopeOf(z.union([feedbackMessageSchema, errorReportEntrySchema])),
          ...guarded,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const item = await changeStatus(request, kind, id, { status: request.body.status });
      return ok(item, STUDIO_MESSAGES.statusSaved);
    },
  );

  app.post(
    '/api/studio/inbox/:kind/:id/reply',
    {
      preValidation: moderatorOnly,
      schema: {
        tags: TAGS,
        summary: 'Mail a reply to whoever wrote; the message becomes answered (moderator)',
        params: itemParams,
        body: inboxReplySchema,
        response: {
          200: envelopeOf(z.union([feedbackMessageSchema, errorReportEntrySchema])),
          ...guarded,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { message } = request.body;
      const change = { status: 'answered' as const, reply: message };
      const item = await changeStatus(request, kind, id, change, async (trx, found) => {
        if (!found.email) throw conflict(STUDIO_MESSAGES.noAddress);
        const name = 'name' in found ? found.name : null;
        // The note around the reply is in the writer's language when they have an account.
        const writer = await findUserByEmail(trx, found.email);
        const language = writer?.language ?? DEFAULT_LANGUAGE;
        await app.mailer.sendLater(
          inboxReplyMail(found.email, name, replyHeading(found), message, language),
          trx,
        );
      });
      return ok(item, STUDIO_MESSAGES.replySent);
    },
  );
};
