import {
  accessRefusalSchema,
  CONTINUE_READING_MAX,
  continueReadingSchema,
  decideChapterAccess,
  progressEntrySchema,
  progressListSchema,
  progressMergeSchema,
  progressSaveSchema,
  type Reader,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { PER_READER, refuseAccess } from '../../http/access.ts';
import { setHeadersKeepingVary } from '../../http/vary.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { readerOf } from '../../plugins/reader.ts';
import { findChapter, findChapters, rulesOf } from '../../repositories/comics.ts';
import {
  continueReading,
  listProgress,
  saveProgress,
  saveProgressEntries,
  type ProgressWrite,
} from '../../repositories/progress.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';
import { CHAPTER_NOT_FOUND } from '../reading/index.ts';

const TAGS = ['progress'];
const contentId = z.string().regex(CONTENT_ID, INVALID_ID).describe('24 lowercase hex characters');
/** 403 is a refused chapter (with its lock) or a refused cross-site write. */
const refused = z.union([accessRefusalSchema, failureSchema]);
const LWW =
  'The write with the latest client `at` wins (an older or equal `at` changes nothing and the ' +
  'stored entry is answered; a time in the future counts as now), and `finished` once true ' +
  'stays true, so two devices converge whatever order their saves arrive in.';

/** The client's time, but never ahead of ours: a fast clock must not win every later write. */
const clientTime = (at: string, now: Date) => new Date(Math.min(Date.parse(at), now.getTime()));

/** GET/PUT /api/progress…: a signed-in reader's page in each chapter, on every device. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  // Each answer is one user's: no cache may keep or share it.
  app.addHook('onSend', async (_request, reply) => {
    setHeadersKeepingVary(reply, PER_READER);
  });

  app.put(
    '/api/progress/:chapterId',
    {
      schema: {
        tags: TAGS,
        summary: 'Save the page reached in a chapter',
        description: `${LWW} Refused (403, with the lock) for a chapter the caller may not read.`,
        params: z.object({ chapterId: contentId }),
        body: progressSaveSchema,
        response: {
          200: envelopeOf(progressEntrySchema),
          400: failureSchema,
          401: failureSchema,
          403: refused,
          404: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { chapterId } = request.params;
      const now = app.now();
      const [chapter, reader] = await Promise.all([
        findChapter(app.db, chapterId),
        readerOf(request),
      ]);
      if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
      const decision = decideChapterAccess(reader, rulesOf(chapter), now);
      if (!decision.read) return refuseAccess(reply, reader, decision, chapter.rating);
      const { at, ...place } = request.body;
      const write = { chapterId, ...place, at: clientTime(at, now) };
      return ok(await saveProgress(app.db, currentUser(request).id, write, now));
    },
  );

  app.get(
    '/api/progress',
    {
      schema: {
        tags: TAGS,
        summary: "The caller's progress, newest first (one comic's chapters with comicId)",
        querystring: z.object({ comicId: contentId.optional() }),
        response: { 200: envelopeOf(progressListSchema), 400: failureSchema, 401: failureSchema },
      },
    },
    async (request) => {
      const { comicId } = request.query;
      return ok({ entries: await listProgress(app.db, currentUser(request).id, comicId) });
    },
  );

  app.post(
    '/api/progress/merge',
    {
      schema: {
        tags: TAGS,
        summary: "Merge a signed-out reader's saved pages into the account (at sign-in)",
        description:
          `${LWW} Entries for unknown chapters or chapters the caller may not read are ` +
          'skipped; the answer lists the stored entries of the chapters merged.',
        body: progressMergeSchema,
        response: {
          200: envelopeOf(progressListSchema),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
        },
      },
    },
    async (request) => {
      const now = app.now();
      const writes = latestPerChapter(
        request.body.entries.map(({ at, ...place }) => ({ ...place, at: clientTime(at, now) })),
      );
      const readable = await readableChapters(app.db, await readerOf(request), writes, now);
      const entries = await saveProgressEntries(
        app.db,
        currentUser(request).id,
        writes.filter((w) => readable.has(w.chapterId)),
        now,
      );
      return ok({ entries });
    },
  );

  app.get(
    '/api/progress/continue',
    {
      schema: {
        tags: TAGS,
        summary: 'The "Continue reading" row: where to resume each comic, newest first',
        description:
          `At most ${CONTINUE_READING_MAX}, one per comic. A comic whose latest chapter read is ` +
          'finished points to its next chapter (page 1 unless begun), and is left out at its end.',
        response: { 200: envelopeOf(z.array(continueReadingSchema)), 401: failureSchema },
      },
    },
    async (request) =>
      ok(await continueReading(app.db, currentUser(request).id, CONTINUE_READING_MAX)),
  );
};

/** One write per chapter: the latest by `at`, finished if any of them was. */
function latestPerChapter(writes: ProgressWrite[]): ProgressWrite[] {
  const byChapter = new Map<string, ProgressWrite>();
  for (const write of writes) {
    const held = byChapter.get(write.chapterId);
    const latest = held && held.at >= write.at ? held : write;
    byChapter.set(write.chapterId, { ...latest, finished: write.finished || !!held?.finished });
  }
  return [...byChapter.values()];
}

/** The ids, among the writes' chapters, of those that exist and this reader may read now. */
async function readableChapters(
  db: Db,
  reader: Reader,
  writes: ProgressWrite[],
  now: Date,
): Promise<Set<string>> {
  const chapters = await findChapters(
    db,
    writes.map((w) => w.chapterId),
  );
  return new Set(
    chapters.filter((c) => decideChapterAccess(reader, rulesOf(c), now).read).map((c) => c._id),
  );
}
