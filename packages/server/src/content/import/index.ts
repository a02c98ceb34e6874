import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Blog, Job } from '@ic/domain';
import {
  characterRanks,
  maxCharacterRank,
  type RankedCharacter,
} from '../../repositories/characters.ts';
import { forgetReplacedPages } from '../../repositories/chapter-pages.ts';
import type { StoredChapter, StoredComic } from '../../repositories/comics.ts';
import { upsertContent, type ContentCounts, type ContentRows } from '../../repositories/content.ts';
import { unstoredChapters } from '../../repositories/follows.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Stores } from '../../media/store.ts';
import type { StoredTimelineStory } from '../../repositories/timeline.ts';
import { ids } from '../ids.ts';
import { mediaPaths } from '../media-paths.ts';
import { mailNewChapters } from '../notify/new-chapters.ts';
import { renderChapterPages } from '../pages/store.ts';
import { CONTENT_FILES, type ContentFiles } from './schema.ts';

// Loads a folder of JSON files and media into the database in one transaction: every file is
// read and checked first, so a mistake anywhere leaves the database untouched.

export class ContentImportError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The content folder has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'ContentImportError';
    this.problems = problems;
  }
}

export type ImportSummary = ContentCounts & {
  media: number;
  /** Page images made (when asked to render the chapters' pages). */
  pageImages?: number;
  /** New-chapter mails handed to the mailer (when asked to notify followers). */
  followerMails?: number;
};

/** Where the import tells followers about chapters it publishes (the import command's mailer). */
export interface ImportNotify {
  mailer: Mailer;
  publicUrl: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

interface MediaFile {
  url: string;
  contentType: string;
  body: Buffer;
}

async function readJson(folder: string, name: keyof ContentFiles, problems: string[]) {
  const file = path.join(folder, `${name}.json`);
  const raw = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (raw === null) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (err) {
    problems.push(`${name}.json: not valid JSON (${(err as Error).message})`);
    return [];
  }
  const parsed = CONTENT_FILES[name].safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    problems.push(
      `${name}.json${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${issue.message}`,
    );
  }
  return [];
}

/** Every media/ reference in the files, read from disk under content-hashed URLs. */
async function readMedia(
  folder: string,
  refs: string[],
  problems: string[],
): Promise<Map<string, MediaFile>> {
  const root = path.resolve(folder, 'media');
  const files = new Map<string, MediaFile>();
  for (const ref of new Set(refs.filter((r) => r.startsWith('media/')))) {
    const file = path.resolve(folder, ref);
    const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
    if (!file.startsWith(root + path.sep)) {
      problems.push(`${ref}: must stay inside the media folder`);
    } else if (!contentType) {
      problems.push(`${ref}: unsupported file type (use ${Object.keys(CONTENT_TYPES).join(', ')})`);
    } else {
      const body = await fs.readFile(file).catch(() => null);
      if (!body) {
        problems.push(`${ref}: file not found`);
        continue;
      }
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
      files.set(ref, { url: mediaPaths.file(hash, path.basename(file)), contentType, body });
    }
  }
  return files;
}

function mediaRefs(files: ContentFiles): string[] {
  const refs: (string | undefined)[] = [
    ...files.characters.flatMap((c) => [
      c.mainImageUrl,
      c.mainLandscapeImageUrl,
      c.power1ImageUrl,
      c.power2ImageUrl,
      c.power3ImageUrl,
      c.origin.image,
      c.storyLine.image,
    ]),
    ...files.comics.flatMap((c) => [
      c.coverImg,
      ...c.chapters.flatMap((ch) => [ch.chapPdf, ch.chapImage]),
    ]),
    ...files.blogs.flatMap((b) => [b.coverImageUrl, ...b.news.map((n) => n.imageUrl)]),
    ...files.timeline.map((t) => t.imageUrl),
    ...files.teams.flatMap((t) => t.members.map((m) => m.img)),
  ];
  return refs.filter((r): r is string => r !== undefined);
}

/** PDF page objects, for chapters that do not state their page count. */
function countPdfPages(body: Buffer): number {
  return body.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

function toIso(value: string): string {
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString();
}

const characterIdOf = (c: ContentFiles['characters'][number]) =>
  c._id ?? ids.character(c.originalName);

/** Where characters go in the default listing: where they already are, else after everyone. */
interface Ranking {
  existing: Map<string, number>;
  next: number;
}

function build(
  files: ContentFiles,
  media: Map<string, MediaFile>,
  ranking: Ranking,
  now: Date,
  problems: string[],
): ContentRows {
  const url = (ref: string | undefined, generated: string) =>
    ref === undefined ? generated : (media.get(ref)?.url ?? ref);
  const characters = files.characters.map((c): RankedCharacter => {
    const _id = characterIdOf(c);
    const art = (name: Parameters<typeof mediaPaths.character>[1]) =>
      mediaPaths.character(_id, name);
    return {
      ...c,
      _id,
      rank: c.rank ?? ranking.existing.get(_id) ?? ranking.next++,
      origin: { image: url(c.origin.image, art('origin')), text: c.origin.text },
      storyLine: { image: url(c.storyLine.image, art('storyline')), text: c.storyLine.text },
      mainImageUrl: url(c.mainImageUrl, art('portrait')),
      mainLandscapeImageUrl: url(c.mainLandscapeImageUrl, art('banner')),
      power1ImageUrl: url(c.power1ImageUrl, art('power-1')),
      power2ImageUrl: url(c.power2ImageUrl, art('power-2')),
      power3ImageUrl: url(c.power3ImageUrl, art('power-3')),
    };
  });
  const comics: StoredComic[] = [];
  const chapters: StoredChapter[] = [];
  files.comics.forEach((comic, i) => {
    const comicId = comic._id ?? ids.comic(comic.title);
    const { chapters: parts, ...fields } = comic;
    comics.push({
      ...fields,
      _id: comicId,
      rank: comic.rank ?? i + 1,
      coverImg: url(comic.coverImg, mediaPaths.comicCover(comicId)),
      createdAt: comic.createdAt ? toIso(comic.createdAt) : now.toISOString(),
    });
    parts.forEach((chapter, n) => {
      const id = chapter._id ?? ids.chapter(comic.title, n + 1);
      const pdf = media.get(chapter.chapPdf);
      const pageCount = chapter.pageCount ?? (pdf ? countPdfPages(pdf.body) : 0);
      if (pageCount < 1) problems.push(`comics.json: chapter "${chapter.title}" needs a pageCount`);
      chapters.push({
        ...chapter,
        _id: id,
        comicId,
        number: n + 1,
        chapPdf: url(chapter.chapPdf, ''),
        chapImage: url(chapter.chapImage, mediaPaths.chapterImage(id)),
        pageCount,
        publicAt: chapter.publicAt && toIso(chapter.publicAt),
      });
    });
  });
  const blogs = files.blogs.map((b): Blog => {
    const _id = b._id ?? ids.blog(b.title);
    return {
      ...b,
      _id,
      createdAt: toIso(b.createdAt),
      coverImageUrl: url(b.coverImageUrl, mediaPaths.blog(_id, 0)),
      news: b.news.map((n, k) => ({
        story: n.story,
        heading: n.heading ?? null,
        imageUrl: url(n.imageUrl, mediaPaths.blog(_id, k + 1)),
      })),
      comicId: null,
      characterId: null,
    };
  });
  const jobs = files.jobs.map((j): Job => ({
    ...j,
    _id: j._id ?? ids.job(j.jobtitle),
    createdAt: j.createdAt ? toIso(j.createdAt) : now.toISOString(),
  }));
  const timeline = files.timeline.map((t): StoredTimelineStory => {
    const _id = t._id ?? ids.timeline(t.title);
    return { ...t, _id, imageUrl: url(t.imageUrl, mediaPaths.timeline(_id)) };
  });
  const teams = files.teams.map((t, rank) => {
    const _id = ids.team(t.name);
    const members = t.members.map((m, p) => ({ ...m, img: url(m.img, mediaPaths.member(_id, p)) }));
    return { _id, rank: rank + 1, name: t.name, members };
  });
  return {
    characters,
    connections: [],
    comics,
    chapters,
    appearances: [],
    blogs,
    jobs,
    timeline,
    teams,
  };
}

/** Reads and checks a whole content folder; throws ContentImportError listing every problem. */
export async function readContentFolder(folder: string) {
  const problems: string[] = [];
  const stat = await fs.stat(folder).catch(() => null);
  if (!stat?.isDirectory()) throw new ContentImportError([`${folder}: not a folder`]);
  const names = Object.keys(CONTENT_FILES) as (keyof ContentFiles)[];
  const entries = await Promise.all(
    names.map(async (name) => [name, await readJson(folder, name, problems)] as const),
  );
  const files = Object.fromEntries(entries) as ContentFiles;
  const media = await readMedia(folder, mediaRefs(files), problems);
  return { files, media, problems };
}

/**
 * Imports a content folder in one transaction. The media files are stored first, outside it (the
 * store may be a bucket): their paths name their content, so a failed import leaves only files
 * nothing points to. With `renderPages` (the import command), every page of the imported
 * chapters is then made into images, after the commit: a long render never holds the
 * transaction, and a render cut short is finished lazily on first request.
 */
export async function importContent(
  stores: Stores,
  folder: string,
  now = new Date(),
  options: { renderPages?: boolean; notify?: ImportNotify } = {},
): Promise<ImportSummary> {
  const { files, media, problems } = await readContentFolder(folder);
  if (problems.length > 0) throw new ContentImportError(problems);
  for (const file of media.values()) {
    await stores.media.save(file.url, file.contentType, file.body);
  }
  const { summary, chapters, replaced, published } = await stores.db
    .transaction()
    .execute(async (trx) => {
      const ranking = {
        existing: await characterRanks(trx, files.characters.map(characterIdOf)),
        next: (await maxCharacterRank(trx)) + 1,
      };
      const content = build(files, media, ranking, now, problems);
      if (problems.length > 0) throw new ContentImportError(problems);
      // A chapter given a new PDF loses the images made of the old one.
      const forgotten = await forgetReplacedPages(trx, content.chapters);
      const fresh = await unstoredChapters(
        trx,
        content.chapters.map((c) => c._id),
      );
      const counts = await upsertContent(trx, content, now.toISOString());
      return {
        summary: { ...counts, media: media.size },
        chapters: content.chapters,
        replaced: forgotten,
        published: [...fresh],
      };
    });
  for (const id of replaced) await stores.media.deleteUnder(mediaPaths.pagesFolder(id));
  const result: ImportSummary = { ...summary };
  // Mailed after the commit: followers never hear of a chapter an import rolled back.
  if (options.notify) {
    const { mailer, publicUrl } = options.notify;
    result.followerMails = await mailNewChapters(stores.db, mailer, publicUrl, published, now);
  }
  if (!options.renderPages) return result;
  let pageImages = 0;
  for (const chapter of chapters) {
    pageImages += (await renderChapterPages(stores, chapter))?.made ?? 0;
  }
  return { ...result, pageImages };
}
