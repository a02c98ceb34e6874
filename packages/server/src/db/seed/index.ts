import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { upsertBlogs } from '../../repositories/blogs.ts';
import { upsertJobs } from '../../repositories/careers.ts';
import { upsertCharacters } from '../../repositories/characters.ts';
import { upsertChapters, upsertComics } from '../../repositories/comics.ts';
import { replaceTeams } from '../../repositories/teams.ts';
import { upsertTimeline } from '../../repositories/timeline.ts';
import type { Db } from '../database.ts';
import {
  seedBlogs,
  seedCharacters,
  seedComics,
  seedJobs,
  seedTeams,
  seedTimeline,
} from './content.ts';

export interface SeedSummary {
  characters: number;
  comics: number;
  chapters: number;
  blogs: number;
  jobs: number;
  timeline: number;
  teams: number;
}

/** Any number will do, as long as only the seed takes this advisory lock. */
const SEED_LOCK = 4_201_771;
/** Seeded rows carry one fixed time, so every instance seeds identical content. */
const SEEDED_AT = '2025-10-01T00:00:00.000Z';

/**
 * Fills an empty content database with our generated sample content, in one transaction.
 * Idempotent: if any character exists it does nothing. Several instances starting together
 * on one PostgreSQL wait on an advisory lock, so only the first seeds.
 */
export async function seedIfEmpty(
  db: Db,
  config: Pick<Config, 'seed'>,
): Promise<SeedSummary | null> {
  if (!config.seed) return null;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('characters').select('id').limit(1).executeTakeFirst();
    if (existing) return null;
    const characters = seedCharacters();
    const { comics, chapters } = seedComics();
    const blogs = seedBlogs();
    const jobs = seedJobs();
    const timeline = seedTimeline();
    const teams = seedTeams();
    await upsertCharacters(trx, characters, SEEDED_AT);
    await upsertComics(trx, comics);
    await upsertChapters(trx, chapters);
    await upsertBlogs(trx, blogs);
    await upsertJobs(trx, jobs);
    await upsertTimeline(trx, timeline);
    await replaceTeams(trx, teams);
    return {
      characters: characters.length,
      comics: comics.length,
      chapters: chapters.length,
      blogs: blogs.length,
      jobs: jobs.length,
      timeline: timeline.length,
      teams: teams.length,
    };
  });
}
