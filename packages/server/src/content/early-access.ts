import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Early-access chapters that turned free since the comics' content version last changed bump
 * that version, so every instance's cache (and the ETags clients hold) see the release though no
 * row was written. One statement: on several instances the first to run it bumps, the others
 * find nothing newer. Answers whether it bumped.
 */
export async function announceEarlyReleases(db: Db, now: Date): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    update content_versions set version = version + 1, changed_at = ${now}
    where name = 'comics' and exists (
      select 1 from chapters
      where access = 'early' and public_at <= ${now} and public_at > content_versions.changed_at
    )
    returning name
  `.execute(db);
  return rows.length > 0;
}
