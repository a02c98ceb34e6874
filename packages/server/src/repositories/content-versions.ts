import type { Db } from '../db/database.ts';

/** The parts of the content a public answer is built from; migration 008 keeps their versions. */
export type ContentArea =
  'characters' | 'comics' | 'blogs' | 'careers' | 'timeline' | 'teams' | 'support';

/** Each area's version as one opaque string per area; a change of any table changes it. */
export async function readContentVersions(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('content_versions')
    .select(['name', 'version', 'changed_at'])
    .execute();
  // changed_at as well: a restored or recreated database can count up to the same number again.
  return new Map(rows.map((r) => [r.name, `${r.version}@${r.changed_at.getTime()}`]));
}
