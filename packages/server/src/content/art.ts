import {
  CHARACTER_ART,
  renderCharacterArt,
  renderComicCover,
  renderMemberAvatar,
  renderNewsArt,
  renderPanelArt,
  renderTimelineArt,
  type CharacterArt,
  type CharacterSketch,
  type NewsPictureKind,
} from '@ic/art';
import type { BlogCategory } from '@ic/domain';
import type { Db } from '../db/database.ts';
import { findBlog } from '../repositories/blogs.ts';
import { findCharacter, fromCharacterRow } from '../repositories/characters.ts';
import { comicLeads, findChapterRow, findComicRow } from '../repositories/comics.ts';
import { findTeamMember } from '../repositories/teams.ts';
import { ids } from './ids.ts';
import type { ArtSection } from './media-paths.ts';
import { BLOGS } from './sample/blogs.ts';
import { sampleChapter, sampleScriptOf } from './sample/chapters.ts';
import { firstPanel } from './sample/pages/render.ts';
import { settingOf } from './sample/world.ts';
import { sketchOf } from './sketch.ts';

// The site's generated pictures, drawn from the content rows on request: a character's seven
// pictures, a comic's cover from its own cast, a chapter's thumbnail from its own first panel,
// an article's pictures from what it is about.

const isCharacterArt = (v: string): v is CharacterArt =>
  (CHARACTER_ART as readonly string[]).includes(v);

async function characterArt(db: Db, id: string, variant: string) {
  if (!isCharacterArt(variant)) return undefined;
  const c = await findCharacter(db, id);
  return c && renderCharacterArt(sketchOf(c), variant);
}

/** A comic's leads as drawn, and the universe it is set in (its script's, else its hero's). */
async function comicCast(db: Db, comicId: string) {
  const rows = await comicLeads(db, comicId);
  const universe = sampleScriptOf(comicId)?.universe ?? rows[0]?.universe ?? '';
  return { leads: rows.map((r) => sketchOf(fromCharacterRow(r))), setting: settingOf(universe) };
}

async function comicArt(db: Db, id: string, variant: string) {
  const comic = variant === 'cover' ? await findComicRow(db, id) : undefined;
  if (!comic) return undefined;
  const { leads, setting } = await comicCast(db, id);
  return renderComicCover({ id, title: comic.title, setting, cast: leads });
}

async function chapterArt(db: Db, id: string, variant: string) {
  const chapter = variant === 'cover' ? await findChapterRow(db, id) : undefined;
  if (!chapter) return undefined;
  const script = sampleScriptOf(chapter.comic_id);
  if (script) {
    const { plan, art } = await sampleChapter(db, script, chapter);
    return renderPanelArt(firstPanel(plan, art), chapter.title);
  }
  // An imported chapter: its comic's leads in their world.
  const { leads, setting } = await comicCast(db, chapter.comic_id);
  const picture = { key: id, setting, time: 'dusk', shot: 'wide', cast: leads } as const;
  return renderPanelArt(picture, chapter.title);
}

const CATEGORY_PICTURES: Record<BlogCategory, NewsPictureKind> = {
  general: 'studio',
  foundation: 'foundation',
  ic: 'comic',
};

/** More pictures than any blog of ours has: a limit on what a guessed address can make us draw. */
const MAX_BLOG_PICTURES = 30;

async function blogArt(db: Db, id: string, variant: string) {
  const index = Number(variant);
  // Drawn once and kept: only for a blog visitors can see now, so a draft's title never shows.
  const blog = Number.isInteger(index) ? await findBlog(db, id, new Date()) : undefined;
  // A blog edited in the studio keeps its pictures inside one markdown story, so the bound is
  // a fixed one rather than its count of stories.
  if (!blog || index < 0 || index > MAX_BLOG_PICTURES) return undefined;
  const post = BLOGS.find((b) => ids.blog(b.title) === id);
  const kind =
    (index === 0 ? post?.cover : post?.sections[index - 1]?.picture) ??
    CATEGORY_PICTURES[blog.category];
  let cast: CharacterSketch[] = [];
  let setting = settingOf('');
  if (blog.characterId) {
    const character = await findCharacter(db, blog.characterId);
    if (character) [cast, setting] = [[sketchOf(character)], sketchOf(character).setting];
  } else if (blog.comicId) {
    ({ leads: cast, setting } = await comicCast(db, blog.comicId));
  }
  const title = index === 0 ? blog.title : `${blog.title}, picture ${index}`;
  return renderNewsArt({ key: `${id}:${index}`, kind, setting, cast }, title);
}

async function timelineArt(db: Db, id: string, variant: string) {
  if (variant !== 'image') return undefined;
  const story = await db
    .selectFrom('timeline_stories')
    .select(['title'])
    .where('id', '=', id)
    .executeTakeFirst();
  return story && renderTimelineArt({ id, title: story.title });
}

async function memberArt(db: Db, teamId: string, variant: string) {
  const position = Number(variant);
  const member = Number.isInteger(position)
    ? await findTeamMember(db, teamId, position)
    : undefined;
  return member && renderMemberAvatar({ key: `${teamId}:${position}`, name: member.name });
}

const ART: Record<
  ArtSection,
  (db: Db, id: string, variant: string) => Promise<string | undefined>
> = {
  characters: characterArt,
  comics: comicArt,
  chapters: chapterArt,
  blogs: blogArt,
  timeline: timelineArt,
  members: memberArt,
};

/** The SVG at a generated art path, or undefined when nothing is there to draw. */
export function drawArt(db: Db, section: ArtSection, id: string, variant: string) {
  return ART[section](db, id, variant);
}
