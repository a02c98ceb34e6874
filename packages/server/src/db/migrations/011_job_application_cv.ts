import type { Kysely } from 'kysely';

/**
 * A job application may carry a CV: a PDF kept in `media` at a path outside `/media/`, so no
 * public route can ever serve it (only the hiring team, reading the table, may).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_applications').addColumn('cv_media_path', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_applications').dropColumn('cv_media_path').execute();
}
