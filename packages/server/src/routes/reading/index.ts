import {
  decideChapterAccess,
  readingHeartbeatSchema,
  readingOpenSchema,
  readingStatusSchema,
  type AccessDecision,
  type ChildLimits,
  type ReadingStatus,
} from '@ic/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { readerOf } from '../../plugins/reader.ts';
import { findChapter, rulesOf } from '../../repositories/comics.ts';
import { recordHeartbeat, recordOpen } from '../../repositories/reading.ts';

export const CHAPTER_NOT_FOUND = 'Chapter not found.';
const TAGS = ['reading'];
const RESPONSES = {
  200: envelopeOf(readingStatusSchema),
  400: failureSchema,
  401: failureSchema,
  404: failureSchema,
};
const ABOUT =
  'Reading time is kept for child accounts only (for the guardian’s daily limit); anyone else ' +
  'gets `{ minutesToday: 0, limitMinutes: null }` and nothing is stored. `decision` says whether ' +
  'the chapter may go on being read, so the reader can stop at the limit mid-chapter.';

const statusOf = (child: ChildLimits | null, decision: AccessDecision): ReadingStatus => ({
  minutesToday: child?.minutesReadToday ?? 0,
  limitMinutes: child?.dailyLimitMinutes ?? null,
  decision,
});

/** The chapter asked about, the reader asking and the decision, at one instant. */
async function readingOf(request: FastifyRequest, chapterId: string) {
  const app = request.server;
  const now = app.now();
  const [chapter, reader] = await Promise.all([findChapter(app.db, chapterId), readerOf(request)]);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
  const rules = rulesOf(chapter);
  const child = reader.kind === 'account' ? reader.child : null;
  return { now, rules, reader, child, decision: decideChapterAccess(reader, rules, now) };
}

/** POST /api/reading/open and /api/reading/heartbeat: the reader's reports, for the daily limit. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reading/open',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'The reader opened a chapter: records the visit for a child, answers the decision',
        description: ABOUT,
        body: readingOpenSchema,
        response: RESPONSES,
      },
    },
    async (request) => {
      const { chapterId } = request.body;
      const { now, child, decision } = await readingOf(request, chapterId);
      if (child && decision.read) await recordOpen(app.db, currentUser(request).id, chapterId, now);
      return ok(statusOf(child, decision));
    },
  );

  app.post(
    '/api/reading/heartbeat',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Sent every minute while a chapter is on screen: counts a child’s reading minute',
        description:
          `${ABOUT} A heartbeat adds at most one minute per interval, and none once no page was ` +
          'turned for five minutes (a tab left open does not count forever).',
        body: readingHeartbeatSchema,
        response: RESPONSES,
      },
    },
    async (request) => {
      const { chapterId, page } = request.body;
      const { now, rules, reader, child, decision } = await readingOf(request, chapterId);
      if (reader.kind !== 'account' || !child || !decision.read)
        return ok(statusOf(child, decision));
      const userId = currentUser(request).id;
      const minutesReadToday = await recordHeartbeat(app.db, userId, { chapterId, page }, now);
      // The minute just counted may be the last one allowed today: decide again with it.
      const counted: ChildLimits = { ...child, minutesReadToday };
      const after = decideChapterAccess({ ...reader, child: counted }, rules, now);
      return ok(statusOf(counted, after));
    },
  );
};
