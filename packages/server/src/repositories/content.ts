import type { Blog, Job } from '@ic/domain';
import type { Db } from '../db/database.ts';
import { upsertBlogs } from './blogs.ts';
import { upsertJobs } from './careers.ts';
import { upsertCharacters, type RankedCharacter } from './characters.ts';
import { upsertChapters, upsertComics, type StoredChapter, type StoredComic } from './comics.ts';
import { replaceTeams, type RankedTeam } from './teams.ts';
import { upsertTimeline, type StoredTimelineStory } from './timeline.ts';

/** Content rows of every kind, as the sample world and an import produce them. */
export interface ContentRows {
  characters: RankedCharacter[];
  comics: StoredComic[];
  chapters: StoredChapter[];
  blogs: Blog[];
  jobs: Job[];
  timeline: StoredTimelineStory[];
  teams: RankedTeam[];
}

export type ContentCounts = { [K in keyof ContentRows]: number };

/** Adds or updates every row, one bulk statement a table; answers how many of each it wrote. */
export async function upsertContent(
  db: Db,
  rows: ContentRows,
  updatedAt: string,
): Promise<ContentCounts> {
  await upsertCharacters(db, rows.characters, updatedAt);
  await upsertComics(db, rows.comics);
  await upsertChapters(db, rows.chapters);
  await upsertBlogs(db, rows.blogs);
  await upsertJobs(db, rows.jobs);
  await upsertTimeline(db, rows.timeline);
  await replaceTeams(db, rows.teams);
  return {
    characters: rows.characters.length,
    comics: rows.comics.length,
    chapters: rows.chapters.length,
    blogs: rows.blogs.length,
    jobs: rows.jobs.length,
    timeline: rows.timeline.length,
    teams: rows.teams.length,
  };
}
