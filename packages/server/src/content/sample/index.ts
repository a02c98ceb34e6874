import { createRandom } from '@ic/art';
import type { Blog, ConnectionKind, Creator, Job } from '@ic/domain';
import type { RankedCharacter } from '../../repositories/characters.ts';
import type { StoredChapter, StoredComic } from '../../repositories/comics.ts';
import type {
  ContentRows,
  StoredAppearance,
  StoredConnection,
} from '../../repositories/content.ts';
import type { RankedTeam } from '../../repositories/teams.ts';
import { TIMELINE_CATEGORIES, type StoredTimelineStory } from '../../repositories/timeline.ts';
import { ids } from '../ids.ts';
import { mediaPaths } from '../media-paths.ts';
import { BLOGS } from './blogs.ts';
import { castComics, type CastComic } from './casting.ts';
import {
  CORE_CHARACTERS,
  draftCast,
  weave,
  writeTexts,
  type Draft,
  type FirstSeen,
  type Link,
} from './characters/index.ts';
import { COMICS } from './comics/index.ts';
import { JOBS } from './jobs.ts';
import { pageCountOf, planChapter, fillNames, UNCAST } from './pages/plan.ts';
import { TEAMS } from './teams.ts';
import { ABOUT_US_TIMELINE, TIMELINE, type TimelineEntry } from './timeline.ts';
import { universeNamed, UNIVERSES } from './world.ts';

// The sample world as content rows: the same `now` (the seeding clock) gives the same rows,
// with the same ids, on every machine. Dates count back from it, so a fresh install is current.

export { EARLY_ACCESS_DAYS } from './casting.ts';

/** How many characters the sample holds: the hand-written core plus generated ones. */
export const CHARACTER_TOTAL = 2500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day our jobs and timeline were written: their dates keep their distance from it. */
const WRITTEN = Date.parse('2025-10-01T00:00:00Z');
const sinceWritten = (date: string, now: Date) =>
  new Date(now.getTime() - (WRITTEN - Date.parse(`${date}T00:00:00Z`)));

export interface SampleWorld {
  cast: Draft[];
  links: Link[];
  comics: CastComic[];
}

/** Chapters per universe: the generated cast is spread where the stories are. */
function chapterWeights(): Map<string, number> {
  const weights = new Map<string, number>(UNIVERSES.map((u) => [u.name, 0]));
  for (const comic of COMICS)
    weights.set(comic.universe, (weights.get(comic.universe) ?? 0) + comic.chapters.length);
  return weights;
}

/** Where each cast member is first seen: the earliest released chapter they appear in. */
function firstSeenOf(comics: CastComic[]): Map<number, FirstSeen & { chapterId: string }> {
  const chapters = comics
    .flatMap((comic) => comic.chapters.map((chapter) => ({ comic, chapter })))
    .sort(
      (a, b) =>
        a.chapter.releaseDate.localeCompare(b.chapter.releaseDate) ||
        a.comic.rank - b.comic.rank ||
        a.chapter.number - b.chapter.number,
    );
  const seen = new Map<number, FirstSeen & { chapterId: string }>();
  for (const { comic, chapter } of chapters) {
    for (const { cast } of chapter.appearances) {
      if (!seen.has(cast))
        seen.set(cast, {
          comicTitle: comic.script.title,
          chapter: chapter.number,
          chapterId: ids.chapter(comic.script.title, chapter.number),
        });
    }
  }
  return seen;
}

const worlds = new Map<string, SampleWorld>();

/** The whole cast, woven and cast into the comics. Computed once per seeding clock. */
export function sampleWorld(now: Date): SampleWorld {
  const key = now.toISOString();
  const known = worlds.get(key);
  if (known) return known;
  const weights = chapterWeights();
  const drafts = draftCast(
    CORE_CHARACTERS,
    CHARACTER_TOTAL - CORE_CHARACTERS.length,
    (u) => weights.get(u.name) ?? 1,
  );
  const links = weave(createRandom('ic-links'), drafts);
  const comics = castComics(COMICS, drafts, now);
  const cast = writeTexts(createRandom('ic-texts'), drafts, links, firstSeenOf(comics));
  const world = { cast, links, comics };
  worlds.clear();
  worlds.set(key, world);
  return world;
}

function toCharacter(c: Draft, rank: number): RankedCharacter {
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
    faction: c.faction,
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

/** Each link as a row both ways: what the other is to this one. */
function toConnections(cast: Draft[], links: Link[]): StoredConnection[] {
  const id = (i: number) => ids.character(cast[i]!.name);
  const back: Record<Link['kind'], [ConnectionKind, ConnectionKind]> = {
    ally: ['ally', 'ally'],
    rival: ['rival', 'rival'],
    family: ['family', 'family'],
    // a teaches b: to a, b is a student; to b, a is the mentor.
    mentor: ['student', 'mentor'],
  };
  return links.flatMap((link) => {
    const [forA, forB] = back[link.kind];
    return [
      { characterId: id(link.a), otherId: id(link.b), kind: forA },
      { characterId: id(link.b), otherId: id(link.a), kind: forB },
    ];
  });
}

const ROLES: Creator['role'][] = ['writer', 'artist', 'colourist', 'letterer'];

function comicRows(world: SampleWorld): {
  comics: StoredComic[];
  chapters: StoredChapter[];
  appearances: StoredAppearance[];
} {
  const name = (i: number) => world.cast[i]!.name;
  const comics: StoredComic[] = [];
  const chapters: StoredChapter[] = [];
  const appearances: StoredAppearance[] = [];
  for (const { script, rank, leads, chapters: parts } of world.comics) {
    const comicId = ids.comic(script.title);
    const [hero, ally, villain] = leads.map(name) as [string, string, string];
    const first = parts[0]?.releaseDate ?? '2025-01-01';
    comics.push({
      _id: comicId,
      rank,
      title: script.title,
      coverImg: mediaPaths.comicCover(comicId),
      releasedYear: Number(first.slice(0, 4)),
      authors: script.team.slice(0, 2),
      synopsis: fillNames(script.synopsis, { hero, ally, villain }),
      rating: script.rating,
      // Its first chapter's day; a minute per rank keeps two comics begun the same day in order.
      createdAt: new Date(Date.parse(`${first}T09:00:00.000Z`) + rank * 60_000).toISOString(),
      genres: script.genres,
      status: script.status,
      creators: script.team.map((person, k) => ({ name: person, role: ROLES[k] ?? 'writer' })),
    });
    const places = universeNamed(script.universe).places.map((p) => p.name);
    for (const part of parts) {
      const id = ids.chapter(script.title, part.number);
      const plan = planChapter(script, part.number - 1, places, UNCAST);
      chapters.push({
        _id: id,
        comicId,
        number: part.number,
        title: part.title,
        chapPdf: mediaPaths.chapterPdf(id),
        chapImage: mediaPaths.chapterImage(id),
        releaseDate: part.releaseDate,
        pageCount: pageCountOf(plan),
        access: part.access,
        publicAt: part.publicAt,
      });
      appearances.push(
        ...part.appearances.map((a) => ({
          chapterId: id,
          characterId: ids.character(name(a.cast)),
          role: a.role,
          position: a.position,
        })),
      );
    }
  }
  return { comics, chapters, appearances };
}

function sampleBlogs(now: Date): Blog[] {
  return BLOGS.map((post) => {
    const id = ids.blog(post.title);
    return {
      _id: id,
      title: post.title,
      subject: post.subject,
      authorName: post.authorName,
      createdAt: new Date(now.getTime() - post.daysAgo * DAY_MS).toISOString(),
      category: post.category,
      coverImageUrl: mediaPaths.blog(id, 0),
      news: post.sections.map((section, i) => ({
        imageUrl: mediaPaths.blog(id, i + 1),
        story: section.text,
        heading: section.heading ?? null,
      })),
      comicId: post.about?.comic ? ids.comic(post.about.comic) : null,
      characterId: post.about?.character ? ids.character(post.about.character) : null,
    };
  });
}

function sampleJobs(now: Date): Job[] {
  return JOBS.map(({ posted, ...job }) => ({
    _id: ids.job(job.jobtitle),
    createdAt: new Date(sinceWritten(posted, now).getTime() + 9 * 60 * 60 * 1000).toISOString(),
    ...job,
  }));
}

/** Support Us events keep their distance from the seeding day; the About Us history is fixed. */
function sampleTimeline(now: Date): StoredTimelineStory[] {
  const inCategory = (category: string, dated: boolean) => (entry: TimelineEntry) => {
    const id = ids.timeline(entry.title);
    const eventDate = dated
      ? sinceWritten(entry.eventDate, now).toISOString().slice(0, 10)
      : entry.eventDate;
    return { _id: id, category, ...entry, eventDate, imageUrl: mediaPaths.timeline(id) };
  };
  return [
    ...TIMELINE.map(inCategory(TIMELINE_CATEGORIES.supportUs, true)),
    ...ABOUT_US_TIMELINE.map(inCategory(TIMELINE_CATEGORIES.aboutUs, false)),
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
 * Every row of the sample world, computed without touching the database. The same `now` gives
 * the same rows.
 */
export function sampleContent(now: Date): ContentRows {
  const world = sampleWorld(now);
  return {
    characters: world.cast.map((c, i) => toCharacter(c, i + 1)),
    connections: toConnections(world.cast, world.links),
    ...comicRows(world),
    blogs: sampleBlogs(now),
    jobs: sampleJobs(now),
    timeline: sampleTimeline(now),
    teams: sampleTeams(),
  };
}
