import {
  chapterSchema,
  comicDetailSchema,
  comicQuerySchema,
  comicSchema,
  decideChapterAccess,
  previewQuerySchema,
  type AccessDecision,
  type Chapter,
  type ComicQuery,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAPTER_LIST_HEADERS, lockOf } from '../../http/access.ts';
import { setHeadersKeepingVary } from '../../http/vary.ts';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import type { PublicContent } from '../../plugins/public-cache/index.ts';
import { readerOf } from '../../plugins/reader.ts';
import {
  findComic,
  findComicDetail,
  listChapters,
  listComics,
  nextEarlyRelease,
  rulesOf,
  type ChapterRecord,
} from '../../repositories/comics.ts';
import { previewOf } from '../../studio/preview.ts';
import { idParams } from '../content/schemas.ts';

export const COMIC_NOT_FOUND = 'Comic not found.';
const TAGS = ['comics'];
/** How long the popular order may be served before readers and followers are counted again. */
const POPULAR_RECOUNT_MS = 10 * 60 * 1000;

const CHAPTERS_DESCRIPTION = [
  'Each chapter carries its access level (free, members, or early with publicAt) and its',
  "comic's rating, and for THIS caller `readable` and `lock` (why not, and for early access",
  'until when). `chapPdf` is null when the caller may not read the chapter: a locked chapter',
  'never comes with a usable URL. The answer depends on the caller (Cache-Control no-cache,',
  'Vary: Cookie, Authorization).',
].join(' ');

/** A chapter row as one reader sees it: a locked chapter comes without its file. */
function chapterFor(chapter: ChapterRecord, decision: AccessDecision): Chapter {
  return {
    ...chapter,
    chapPdf: decision.read ? chapter.chapPdf : null,
    readable: decision.read,
    lock: lockOf(decision),
  };
}

/** GET /comic, /comic/:id and /comicChap/:id/chapters (chapter PDFs and images live under /media). */
export const comicRoutes: FastifyPluginAsyncZod = async (app) => {
  // The counts change when an early chapter turns free, as do a signed-out reader's locks.
  const comics: PublicContent = {
    areas: ['comics'],
    changesAt: (_request, now) => nextEarlyRelease(app.db, now),
  };
  // Readers and followers are no content version: the popular order is recounted now and then.
  const comicList: PublicContent = {
    areas: ['comics'],
    changesAt: async (request, now) => {
      const release = await nextEarlyRelease(app.db, now);
      if ((request.query as ComicQuery).sort !== 'popular') return release;
      const recount = new Date(now.getTime() + POPULAR_RECOUNT_MS);
      return release && release < recount ? release : recount;
    },
  };
  const signedOutChapters: PublicContent = {
    areas: ['comics'],
    changesAt: (request, now) =>
      nextEarlyRelease(app.db, now, (request.params as { id: string }).id),
    sharedBy: (request) => request.user === null,
    cacheControl: CHAPTER_LIST_HEADERS['signed-out']['cache-control'],
    varyBy: ['Cookie', 'Authorization'],
  };

  app.get(
    '/comic',
    {
      config: { publicContent: comicList },
      schema: {
        tags: TAGS,
        summary:
          'Every comic, oldest first, with its rating and chapter counts; optional filters and sort',
        description:
          'Oldest first, as the original site served the list (its client reversed it to show the ' +
          'newest first); ties in creation date come in the reverse of the editors’ rank. ' +
          'Optional and additive: genre, rating, status and access (free: has chapters anyone ' +
          'reads now; members: has chapters only members read now) narrow the list; sort is new ' +
          '(newest first), popular (most readers and followers first) or az (by title), ties in ' +
          'the editors’ rank.',
        querystring: comicQuerySchema,
        response: { 200: envelopeOf(z.array(comicSchema)), 400: failureSchema },
      },
    },
    async (request) => ok(withMediaBase(app, await listComics(app.db, app.now(), request.query))),
  );

  app.get(
    '/comic/:id',
    {
      config: { publicContent: comics },
      schema: {
        tags: TAGS,
        summary: 'One comic, with the names and portraits of its cast (the comic page shows them)',
        params: idParams,
        response: { 200: envelopeOf(comicDetailSchema), 400: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const comic = await findComicDetail(app.db, request.params.id, app.now());
      if (!comic) throw notFound(COMIC_NOT_FOUND);
      return ok(withMediaBase(app, comic));
    },
  );

  app.get(
    '/comicChap/:id/chapters',
    {
      config: { publicContent: signedOutChapters },
      schema: {
        tags: TAGS,
        summary: "A comic's chapters in order, with what this caller may read",
        description: CHAPTERS_DESCRIPTION,
        params: idParams,
        querystring: previewQuerySchema,
        response: {
          200: envelopeOf(z.array(chapterSchema)),
          400: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const now = app.now();
      const preview = await previewOf(request, request.query.preview);
      const audience = preview?.audience ?? 'public';
      const [comic, chapters, reader] = await Promise.all([
        findComic(app.db, id, now, audience),
        listChapters(app.db, id, audience),
        preview?.reader ?? readerOf(request),
      ]);
      if (!comic) throw notFound(COMIC_NOT_FOUND);
      setHeadersKeepingVary(reply, CHAPTER_LIST_HEADERS[reader.kind]);
      const forReader = chapters.map((chapter) =>
        chapterFor(chapter, decideChapterAccess(reader, rulesOf(chapter), now)),
      );
      return ok(withMediaBase(app, forReader));
    },
  );
};
