import {
  CHARACTER_ART,
  renderBlogArt,
  renderChapterCover,
  renderCharacterArt,
  renderComicCover,
  renderMemberAvatar,
  renderTimelineArt,
  type CharacterArt,
} from '@ic/art';
import type { GeneratedMedia } from '../../content/media-paths.ts';
import { backdropOf, drawSampleChapter, sampleScriptOf } from '../../content/sample/index.ts';
import type { Db } from '../../db/database.ts';
import { findBlog } from '../../repositories/blogs.ts';
import { findCharacter } from '../../repositories/characters.ts';
import { findChapterRow, findComicRow } from '../../repositories/comics.ts';
import { etagOf, saveMedia, type StoredMedia } from '../../repositories/media.ts';
import { findTeamMember } from '../../repositories/teams.ts';

// Media drawn on request from the content rows. Art is cheap and drawn every time (clients and
// proxies cache it); a chapter PDF is drawn once and stored, so every instance serves the same bytes.

const SVG = 'image/svg+xml; charset=utf-8';

function svg(markup: string): StoredMedia {
  const body = Buffer.from(markup, 'utf8');
  return { contentType: SVG, body, etag: etagOf(body) };
}

/** The universe a comic's pictures are drawn in: its sample script's, or none (imported). */
const universeOf = (comicId: string) => sampleScriptOf(comicId)?.universe ?? '';

const isCharacterArt = (v: string): v is CharacterArt =>
  (CHARACTER_ART as readonly string[]).includes(v);

async function characterArt(db: Db, id: string, variant: string) {
  if (!isCharacterArt(variant)) return undefined;
  const c = await findCharacter(db, id);
  if (!c) return undefined;
  const universe = c.universe ?? '';
  const sketch = {
    id,
    name: c.originalName,
    knownAs: c.knownAs ?? '',
    alignment: c.alignment,
    species: c.species ?? '',
    universe,
    backdrop: backdropOf(universe),
    powers: c.powers,
  };
  return svg(renderCharacterArt(sketch, variant));
}

async function comicArt(db: Db, id: string, variant: string) {
  const comic = variant === 'cover' ? await findComicRow(db, id) : undefined;
  if (!comic) return undefined;
  return svg(
    renderComicCover({
      id,
      title: comic.title,
      backdrop: backdropOf(universeOf(id)),
      authors: comic.authors,
      year: comic.released_year,
    }),
  );
}

async function chapterArt(db: Db, id: string, variant: string) {
  const chapter = variant === 'cover' ? await findChapterRow(db, id) : undefined;
  if (!chapter) return undefined;
  const backdrop = backdropOf(universeOf(chapter.comic_id));
  return svg(renderChapterCover({ id, number: chapter.number, title: chapter.title, backdrop }));
}

async function blogArt(db: Db, id: string, variant: string) {
  const index = Number(variant);
  const blog = Number.isInteger(index) ? await findBlog(db, id) : undefined;
  if (!blog || index < 0 || index > blog.news.length) return undefined;
  return svg(renderBlogArt({ id, title: blog.title, category: blog.category }, index));
}

async function timelineArt(db: Db, id: string, variant: string) {
  if (variant !== 'image') return undefined;
  const story = await db
    .selectFrom('timeline_stories')
    .select(['title', 'event_date'])
    .where('id', '=', id)
    .executeTakeFirst();
  return story && svg(renderTimelineArt({ id, title: story.title, eventDate: story.event_date }));
}

async function memberArt(db: Db, teamId: string, variant: string) {
  const position = Number(variant);
  const member = Number.isInteger(position)
    ? await findTeamMember(db, teamId, position)
    : undefined;
  return member && svg(renderMemberAvatar({ key: `${teamId}:${position}`, name: member.name }));
}

const ART = {
  characters: characterArt,
  comics: comicArt,
  chapters: chapterArt,
  blogs: blogArt,
  timeline: timelineArt,
  members: memberArt,
};

/** Chapters being drawn right now: a burst of first requests draws each one once. */
const drawing = new Map<string, Promise<StoredMedia | undefined>>();

async function chapterPdf(db: Db, path: string, id: string): Promise<StoredMedia | undefined> {
  const chapter = await findChapterRow(db, id);
  const script = chapter && sampleScriptOf(chapter.comic_id);
  if (!chapter || !script || chapter.chap_pdf !== path) return undefined;
  return saveMedia(db, path, 'application/pdf', await drawSampleChapter(script, chapter.number));
}

export async function generateMedia(
  db: Db,
  path: string,
  media: Exclude<GeneratedMedia, { kind: 'page-image' }>,
): Promise<StoredMedia | undefined> {
  if (media.kind === 'art') return ART[media.section](db, media.id, media.variant);
  const pending =
    drawing.get(path) ?? chapterPdf(db, path, media.id).finally(() => drawing.delete(path));
  drawing.set(path, pending);
  return pending;
}
