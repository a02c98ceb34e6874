import { randomUUID } from 'node:crypto';
import { CV_MEDIA_TYPE, type Job } from '@ic/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobsTable } from '../db/tables/content.ts';
import { saveMedia } from './media.ts';

export function fromJobRow(r: Selectable<JobsTable>): Job {
  return {
    _id: r.id,
    createdAt: r.created_at.toISOString(),
    jobtitle: r.jobtitle,
    description: r.description,
    department: r.department,
    jobtypes: r.jobtypes,
    position: r.position,
    tasks: r.tasks,
    skills: r.skills,
  };
}

/** Open postings, newest first: a closed job has left /careers. */
export async function listJobs(db: Db): Promise<Job[]> {
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .where('closed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(fromJobRow);
}

/** An open job (a closed one takes no applications and has no page). */
export async function findJob(db: Db, id: string): Promise<Job | undefined> {
  const row = await db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return row && fromJobRow(row);
}

export async function upsertJobs(db: Db, jobs: Job[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insertInto('jobs')
    .values(
      jobs.map((j) => ({
        id: j._id,
        jobtitle: j.jobtitle,
        description: j.description,
        department: j.department,
        jobtypes: j.jobtypes,
        position: j.position,
        tasks: JSON.stringify(j.tasks),
        skills: JSON.stringify(j.skills),
        created_at: j.createdAt,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        jobtitle: eb.ref('excluded.jobtitle'),
        description: eb.ref('excluded.description'),
        department: eb.ref('excluded.department'),
        jobtypes: eb.ref('excluded.jobtypes'),
        position: eb.ref('excluded.position'),
        tasks: eb.ref('excluded.tasks'),
        skills: eb.ref('excluded.skills'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .execute();
}

export interface NewJobApplication {
  jobId: string;
  name: string;
  email: string;
  phone: string;
  portfolioUrl?: string | undefined;
  coverLetter: string;
}

/** Where an application's CV is kept: outside `/media/`, so the public media route never finds it. */
export const cvMediaPath = (applicationId: string) => `private/cv/${applicationId}.pdf`;

/** Stores an application, with its CV (already checked to be a PDF) in `media`; answers its id. */
export async function insertJobApplication(
  db: Db,
  application: NewJobApplication,
  now: Date,
  cv?: Buffer,
): Promise<string> {
  const id = randomUUID();
  const cvPath = cv ? cvMediaPath(id) : null;
  await db.transaction().execute(async (trx) => {
    if (cv && cvPath) await saveMedia(trx, cvPath, CV_MEDIA_TYPE, cv);
    await trx
      .insertInto('job_applications')
      .values({
        id,
        job_id: application.jobId,
        name: application.name,
        email: application.email,
        phone: application.phone,
        portfolio_url: application.portfolioUrl ?? null,
        cover_letter: application.coverLetter,
        cv_media_path: cvPath,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return id;
}

/** A job's applications, oldest first (the order they came in). */
export async function listJobApplications(db: Db, jobId: string) {
  return db
    .selectFrom('job_applications')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type JobApplicationRow = Awaited<ReturnType<typeof listJobApplications>>[number];

/** Every job for the studio, open or closed, newest first, with how many applied. */
export async function listJobsForStudio(db: Db) {
  return db
    .selectFrom('jobs')
    .selectAll('jobs')
    .select((eb) =>
      eb
        .selectFrom('job_applications')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('job_applications.job_id', '=', 'jobs.id')
        .as('applications'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findJobRow(db: Db, id: string) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findJobApplication(db: Db, id: string) {
  return db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst();
}
