import type { Blog, ConnectionKind, Job } from '@ic/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { upsertBlogs } from './blogs.ts';
import { upsertJobs } from './careers.ts';
import { upsertCharacters, type RankedCharacter } from './characters.ts';
import { upsertChapters, upsertComics, type StoredChapter, type StoredComic } from './comics.ts';
import { replaceTeams, type RankedTeam } from './teams.ts';
import { upsertTimeline, type StoredTimelineStory } from './timeline.ts';

/** What `otherId` is to `characterId`; every link is stored both ways. */
export interface StoredConnection {
  characterId: string;
  otherId: string;
  kind: ConnectionKind;
}

/** A character seen in a chapter: a lead (0 hero, 1 ally, 2 villain), support or a cameo. */
export interface StoredAppearance {
  chapterId: string;
  characterId: string;
  role: 'lead' | 'support' | 'cameo';
  position: number;
}

/** Content rows of every kind, as the sample world and an import produce them. */
export interface ContentRows {
  characters: RankedCharacter[];
  connections: StoredConnection[];
  comics: StoredComic[];
  chapters: StoredChapter[];
  appearances: StoredAppearance[];
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
  await upsertConnections(db, rows.connections);
  await upsertComics(db, rows.comics);
  await upsertChapters(db, rows.chapters, updatedAt);
  await upsertAppearances(db, rows.appearances);
  await upsertBlogs(db, rows.blogs);
  await upsertJobs(db, rows.jobs);
  await upsertTimeline(db, rows.timeline);
  await replaceTeams(db, rows.teams);
  return {
    characters: rows.characters.length,
    connections: rows.connections.length,
    comics: rows.comics.length,
    chapters: rows.chapters.length,
    appearances: rows.appearances.length,
    blogs: rows.blogs.length,
    jobs: rows.jobs.length,
    timeline: rows.timeline.length,
    teams: rows.teams.length,
  };
}

/**
 * Bulk rows as one jsonb parameter that PostgreSQL expands (as the characters are written):
 * thousands of connections in one statement, on PGlite and PostgreSQL alike.
 */
async function insertJson(
  db: Db,
  table: 'character_connections' | 'chapter_characters',
  records: Record<string, unknown>[],
  conflict: ReturnType<typeof sql>,
): Promise<void> {
  const first = records[0];
  if (!first) return;
  const columns = Object.keys(first).map((k) => sql.ref(k));
  await sql`
    insert into ${sql.table(table)} (${sql.join(columns)})
    select ${sql.join(columns)} from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(records)}::jsonb)
    ${conflict}
  `.execute(db);
}

async function upsertConnections(db: Db, rows: StoredConnection[]): Promise<void> {
  await insertJson(
    db,
    'character_connections',
    rows.map((r) => ({ character_id: r.characterId, other_id: r.otherId, kind: r.kind })),
    sql`on conflict do nothing`,
  );
}

async function upsertAppearances(db: Db, rows: StoredAppearance[]): Promise<void> {
  await insertJson(
    db,
    'chapter_characters',
    rows.map((r) => ({
      chapter_id: r.chapterId,
      character_id: r.characterId,
      role: r.role,
      position: r.position,
    })),
    sql`on conflict (chapter_id, character_id) do update set role = excluded.role, position = excluded.position`,
  );
}
