import { decideChapterAccess, previewQuerySchema, type Reader } from '@ic/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_PREFIX, parseGeneratedPath } from '../../content/media-paths.ts';
import { pageImageAt } from '../../content/pages/store.ts';
import { PER_READER, refuseAccess } from '../../http/access.ts';
import { addVary } from '../../http/vary.ts';
import { notFound } from '../../http/errors.ts';
import { readerOf } from '../../plugins/reader.ts';
import { chaptersAtMediaPath, rulesOf, type ChapterRecord } from '../../repositories/comics.ts';
import { inMemory, type ServedMedia } from '../../media/store.ts';
import { recordOpen } from '../../repositories/reading.ts';
import { previewOf, type Preview } from '../../studio/preview.ts';
import { generateMedia } from './generate.ts';
import { policyMediaRoutes } from './policies.ts';
import { sendMedia } from './send.ts';

export const MEDIA_NOT_FOUND = 'Media not found.';
/** Imported files live at content-hashed paths: the bytes behind a URL never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Generated art and pages follow their content row; a week, then revalidate by ETag. */
const WEEK = 'public, max-age=604800';
/** Covers, thumbnails and every other picture are public, whoever asks. */
const ART_PREFIX = `${MEDIA_PREFIX}/art/`;
const PDF = 'application/pdf';
/** Page images: each under its chapter's access rules. */
const PAGES_PREFIX = `${MEDIA_PREFIX}/pages/`;

/** The chapters a file belongs to: one, or more when an import gave chapters the same file. */
type ChapterFiles = [ChapterRecord, ...ChapterRecord[]];

const DESCRIPTION = [
  "A chapter's file is served only to a reader the access decision allows (session cookie or",
  'bearer token, checked on every request); otherwise 401 (signed out) or 403 (an account) with',
  '`data: { reason, until? }` and the lock label as the message. Cache-Control is public only',
  'for a chapter free for everyone right now, else `private, no-cache` (Vary: Cookie,',
  'Authorization). Pictures (covers, thumbnails, art) are public.',
].join(' ');

async function mediaAt(app: FastifyInstance, path: string): Promise<ServedMedia | undefined> {
  const stored = await app.media.find(path);
  if (stored) return stored;
  const generated = parseGeneratedPath(path);
  if (generated?.kind === 'page-image') return pageImageAt(app, generated);
  const made = generated && (await generateMedia(app, path, generated));
  return made ? inMemory(made) : undefined;
}

/** The reader's verdict on a file: it opens if any chapter stored at the path opens. */
function verdict(reader: Reader, [first, ...more]: ChapterFiles, now: Date) {
  const decide = (chapter: ChapterRecord) => ({
    chapter,
    decision: decideChapterAccess(reader, rulesOf(chapter), now),
  });
  const mine = decide(first);
  if (mine.decision.read) return mine;
  return more.map(decide).find(({ decision }) => decision.read) ?? mine;
}

/** Free for everyone right now: a signed-out visitor would be let in. */
const openToEveryone = (chapter: ChapterRecord, now: Date) =>
  decideChapterAccess({ kind: 'signed-out' }, rulesOf(chapter), now).read;

/** The user id when the reader is a child account, whose reading is recorded. */
const childIdOf = (request: FastifyRequest, reader: Reader) =>
  reader.kind === 'account' && reader.child !== null ? (request.user?.id ?? null) : null;

/** A chapter's file: refused, or served with caching that never shares a reader's access. */
async function sendChapterFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  chapters: ChapterFiles,
  preview: Preview | null,
) {
  const app = request.server;
  const now = app.now();
  const reader = preview?.reader ?? (await readerOf(request));
  const { chapter, decision } = verdict(reader, chapters, now);
  if (!decision.read) return refuseAccess(reply, reader, decision, chapter.rating);
  const media = await mediaAt(app, path);
  if (!media) throw notFound(MEDIA_NOT_FOUND);
  const childId = childIdOf(request, reader);
  if (childId) await recordOpen(app.db, childId, chapter._id, now);
  // A child's access depends on its limits, so even a free chapter is not cached for sharing;
  // nor is an editor's preview, which may show a draft.
  if (!childId && !preview && openToEveryone(chapter, now))
    return sendMedia(request, reply, media, WEEK);
  addVary(reply, PER_READER.vary);
  return sendMedia(request, reply, media, PER_READER['cache-control']);
}

/**
 * GET /media/*: imported files, generated art (SVG, and AVIF/WebP at the art widths), chapter PDFs
 * (with ranges) and the images of chapter pages (AVIF, WebP; made on first request for seeded
 * chapters).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(policyMediaRoutes);
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary:
          'Images (SVG art and its rasters, imported files, chapter pages) and chapter PDFs; Range (206)',
        description: DESCRIPTION,
        params: z.object({ '*': z.string().max(400) }),
        querystring: previewQuerySchema,
      },
    },
    async (request, reply) => {
      const path = `${MEDIA_PREFIX}/${request.params['*']}`;
      const isArt = path.startsWith(ART_PREFIX);
      const preview = isArt ? null : await previewOf(request, request.query.preview);
      const [first, ...more] = isArt
        ? []
        : await chaptersAtMediaPath(app.db, path, preview?.audience);
      if (first) return sendChapterFile(request, reply, path, [first, ...more], preview);
      // A page image is always a chapter's: without its chapter it does not exist.
      if (path.startsWith(PAGES_PREFIX)) throw notFound(MEDIA_NOT_FOUND);
      const media = await mediaAt(app, path);
      // A PDF no chapter claims (a chapter's file before an import replaced it) is never public.
      if (!media || media.contentType === PDF) throw notFound(MEDIA_NOT_FOUND);
      const imported = path.startsWith(`${MEDIA_PREFIX}/files/`);
      return sendMedia(request, reply, media, imported ? IMMUTABLE : WEEK);
    },
  );
};
