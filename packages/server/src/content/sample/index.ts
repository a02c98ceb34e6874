import type { Blog, Job } from '@ic/domain';
import type { RankedCharacter } from '../../repositories/characters.ts';
import type { StoredChapter, StoredComic } from '../../repositories/comics.ts';
import type { ContentRows } from '../../repositories/content.ts';
import type { RankedTeam } from '../../repositories/teams.ts';
import { TIMELINE_CATEGORIES, type StoredTimelineStory } from '../../repositories/timeline.ts';
import { ids } from '../ids.ts';
import { mediaPaths } from '../media-paths.ts';
import { BLOGS } from './blogs.ts';
import { CORE_CHARACTERS, generateCharacters, type CoreCharacter } from './characters/index.ts';
import { COMICS, type ComicScript } from './comics.ts';
import { JOBS } from './jobs.ts';
import { pageCountOf, planChapter } from './pages/plan.ts';
import { TEAMS } from './teams.ts';
import { ABOUT_US_TIMELINE, TIMELINE, type TimelineEntry } from './timeline.ts';
import { universeNamed } from './world.ts';

// The sample world as content rows: the same rows, with the same ids, on every machine.

export { drawSampleChapter, sampleScriptOf } from './chapters.ts';
export { backdropOf } from './world.ts';

/** How many characters the sample holds: the hand-written core plus generated ones. */
export const CHARACTER_TOTAL = 2500;

const atNine = (date: string) => `${date}T09:00:00.000Z`;

function toCharacter(c: CoreCharacter, rank: number): RankedCharacter {
  const id = ids.character(c.name);
  return {
    _id: id,
    rank,
    alignment: c.alignment,
    originalName: c.name,
    knownAs: c.knownAs,
    powers: [...c.powers],
    weapon: c.weapon,
    height: c.height,
    age: c.age,
    species: c.species,
    weight: c.weight,
    birthDate: c.birthDate,
    eyes: c.eyes,
    gender: c.gender,
    hair: c.hair,
    placeOfOrigin: c.placeOfOrigin,
    universe: c.universe,
    family: c.family,
    friends: c.friends,
    enemies: c.enemies,
    groupAffiliations: c.groupAffiliations,
    creator: c.creator,
    description: c.description,
    about: c.about,
    origin: { image: mediaPaths.character(id, 'origin'), text: c.origin },
    storyLine: { image: mediaPaths.character(id, 'storyline'), text: c.storyLine },
    mainImageUrl: mediaPaths.character(id, 'portrait'),
    mainLandscapeImageUrl: mediaPaths.character(id, 'banner'),
    power1ImageUrl: mediaPaths.character(id, 'power-1'),
    power2ImageUrl: mediaPaths.character(id, 'power-2'),
    power3ImageUrl: mediaPaths.character(id, 'power-3'),
  };
}

export function sampleCharacters(total = CHARACTER_TOTAL): RankedCharacter[] {
  const cast = [
    ...CORE_CHARACTERS,
    ...generateCharacters(CORE_CHARACTERS, total - CORE_CHARACTERS.length),
  ];
  return cast.map((c, i) => toCharacter(c, i + 1));
}

/** How long an ongoing comic's newest chapter stays early access after seeding. */
export const EARLY_ACCESS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sample's mix of access levels: every comic's first chapter is free, later chapters are
 * for members, and an ongoing comic's newest chapter is early access until a week after `now`.
 */
function accessOf(
  comic: ComicScript,
  index: number,
  now: Date,
): Pick<StoredChapter, 'access' | 'publicAt'> {
  if (index === 0) return { access: 'free', publicAt: null };
  if (!comic.ongoing || index < comic.chapters.length - 1)
    return { access: 'members', publicAt: null };
  const publicAt = new Date(now.getTime() + EARLY_ACCESS_DAYS * DAY_MS).toISOString();
  return { access: 'early', publicAt };
}

/** The sample comics and chapters; early-access dates count from `now`, the seeding clock. */
export function sampleComics(now: Date): { comics: StoredComic[]; chapters: StoredChapter[] } {
  const comics: StoredComic[] = [];
  const chapters: StoredChapter[] = [];
  COMICS.forEach((comic, rank) => {
    const comicId = ids.comic(comic.title);
    const places = universeNamed(comic.universe).places;
    const firstRelease =
      comic.chapters.find((c) => c.releaseDate)?.releaseDate ?? `${comic.releasedYear}-01-01`;
    comics.push({
      _id: comicId,
      rank: rank + 1,
      title: comic.title,
      coverImg: mediaPaths.comicCover(comicId),
      releasedYear: comic.releasedYear,
      authors: comic.authors,
      synopsis: comic.synopsis,
      rating: comic.rating,
      createdAt: atNine(firstRelease),
    });
    comic.chapters.forEach((chapter, index) => {
      const id = ids.chapter(comic.title, index + 1);
      chapters.push({
        _id: id,
        comicId,
        number: index + 1,
        title: chapter.title,
        chapPdf: mediaPaths.chapterPdf(id),
        chapImage: mediaPaths.chapterImage(id),
        releaseDate: chapter.releaseDate,
        pageCount: pageCountOf(planChapter(comic, index, places)),
        ...accessOf(comic, index, now),
      });
    });
  });
  return { comics, chapters };
}

function sampleBlogs(): Blog[] {
  return BLOGS.map((post) => {
    const id = ids.blog(post.title);
    return {
      _id: id,
      title: post.title,
      subject: post.subject,
      authorName: post.authorName,
      createdAt: atNine(post.date),
      category: post.category,
      coverImageUrl: mediaPaths.blog(id, 0),
      news: post.stories.map((story, i) => ({ imageUrl: mediaPaths.blog(id, i + 1), story })),
    };
  });
}

function sampleJobs(): Job[] {
  return JOBS.map(({ posted, ...job }) => ({
    _id: ids.job(job.jobtitle),
    createdAt: atNine(posted),
    ...job,
  }));
}

function sampleTimeline(): StoredTimelineStory[] {
  const inCategory = (category: string) => (entry: TimelineEntry) => {
    const id = ids.timeline(entry.title);
    return { _id: id, category, ...entry, imageUrl: mediaPaths.timeline(id) };
  };
  return [
    ...TIMELINE.map(inCategory(TIMELINE_CATEGORIES.supportUs)),
    ...ABOUT_US_TIMELINE.map(inCategory(TIMELINE_CATEGORIES.aboutUs)),
  ];
}

function sampleTeams(): RankedTeam[] {
  return TEAMS.map((team, rank) => {
    const id = ids.team(team.name);
    return {
      _id: id,
      rank: rank + 1,
      name: team.name,
      members: team.members.map((m, position) => ({ ...m, img: mediaPaths.member(id, position) })),
    };
  });
}

/**
 * Every row of the sample world, computed (about 50 ms) without touching the database. The same
 * `now` gives the same rows; only the early-access dates depend on it.
 */
export function sampleContent(now: Date): ContentRows {
  return {
    characters: sampleCharacters(),
    ...sampleComics(now),
    blogs: sampleBlogs(),
    jobs: sampleJobs(),
    timeline: sampleTimeline(),
    teams: sampleTeams(),
  };
}
