import { randomBytes } from 'node:crypto';
import {
  applicationStatusChangeSchema,
  EDITORIAL_MESSAGES,
  jobApplicationEntrySchema,
  jobDraftSchema,
  studioJobSchema,
  type JobApplicationEntry,
  type JobDraft,
  type StudioJob,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { requireRole } from '../../plugins/roles.ts';
import {
  findJobApplication,
  findJobRow,
  fromJobRow,
  listJobApplications,
  listJobsForStudio,
  type JobApplicationRow,
} from '../../repositories/careers.ts';
import type { Db } from '../../db/database.ts';
import { applicationsCsv } from '../../studio/applications-csv.ts';
import { audit } from '../../studio/audit.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';
import { guarded, TAGS } from './schemas.ts';

const editorOnly = requireRole('editor');
const jobParams = z.object({ jobId: z.string().regex(CONTENT_ID, INVALID_ID) });
const applicationParams = z.object({
  applicationId: z.uuid(EDITORIAL_MESSAGES.unknownApplication),
});

type JobRow = NonNullable<Awaited<ReturnType<typeof findJobRow>>>;

function toStudioJob(row: JobRow, applications: number): StudioJob {
  return { ...fromJobRow(row), closedAt: row.closed_at?.toISOString() ?? null, applications };
}

function toEntry(row: JobApplicationRow): JobApplicationEntry {
  return {
    _id: row.id,
    jobId: row.job_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    portfolioUrl: row.portfolio_url,
    coverLetter: row.cover_letter,
    hasCv: row.cv_media_path !== null,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

const columnsOf = (job: JobDraft) => ({
  jobtitle: job.jobtitle,
  description: job.description,
  department: job.department,
  jobtypes: job.jobtypes,
  position: job.position,
  tasks: JSON.stringify(job.tasks),
  skills: JSON.stringify(job.skills),
});

async function jobOrThrow(db: Db, jobId: string): Promise<JobRow> {
  const row = await findJobRow(db, jobId);
  if (!row) throw notFound(EDITORIAL_MESSAGES.unknownJob);
  return row;
}

/**
 * Editor: post, edit, close and reopen jobs (the jobs table's trigger bumps the careers content
 * version, so /careers changes at once); read each job's applications, move them through
 * hiring, and export them as CSV.
 */
export const studioCareerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio/jobs',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary:
          'Every job, open and closed, newest first, with its count of applications (editor)',
        response: { 200: envelopeOf(z.array(studioJobSchema)), ...guarded },
      },
    },
    async () => {
      const rows = await listJobsForStudio(app.db);
      return ok(rows.map(({ applications, ...row }) => toStudioJob(row, Number(applications))));
    },
  );

  app.post(
    '/api/studio/jobs',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'Post a job: it shows on /careers at once (editor)',
        body: jobDraftSchema,
        response: { 200: envelopeOf(studioJobSchema), ...guarded },
      },
    },
    async (request) => {
      const id = randomBytes(12).toString('hex');
      const job = await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('jobs')
          .values({ id, ...columnsOf(request.body), created_at: app.now().toISOString() })
          .execute();
        await audit(trx, request, {
          action: 'job.create',
          target: { kind: 'job', id },
          before: null,
          after: request.body,
        });
        return toStudioJob(await jobOrThrow(trx, id), 0);
      });
      return ok(job, EDITORIAL_MESSAGES.jobSaved);
    },
  );

  app.put(
    '/api/studio/jobs/:jobId',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: "Edit a job's posting (editor)",
        params: jobParams,
        body: jobDraftSchema,
        response: { 200: envelopeOf(studioJobSchema), ...guarded },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      const job = await app.db.transaction().execute(async (trx) => {
        const before = await jobOrThrow(trx, jobId);
        await trx
          .updateTable('jobs')
          .set(columnsOf(request.body))
          .where('id', '=', jobId)
          .execute();
        await audit(trx, request, {
          action: 'job.edit',
          target: { kind: 'job', id: jobId },
          before: fromJobRow(before),
          after: request.body,
        });
        const applications = await listJobApplications(trx, jobId);
        return toStudioJob(await jobOrThrow(trx, jobId), applications.length);
      });
      return ok(job, EDITORIAL_MESSAGES.jobSaved);
    },
  );

  for (const close of [true, false]) {
    app.post(
      `/api/studio/jobs/:jobId/${close ? 'close' : 'reopen'}`,
      {
        preValidation: editorOnly,
        schema: {
          tags: TAGS,
          summary: close
            ? 'Close a job: it leaves /careers and takes no more applications (editor)'
            : 'Reopen a closed job (editor)',
          params: jobParams,
          response: { 200: envelopeOf(studioJobSchema), ...guarded },
        },
      },
      async (request) => {
        const { jobId } = request.params;
        const job = await app.db.transaction().execute(async (trx) => {
          const before = await jobOrThrow(trx, jobId);
          if ((before.closed_at !== null) === close) {
            throw conflict(
              close ? EDITORIAL_MESSAGES.jobAlreadyClosed : EDITORIAL_MESSAGES.jobNotClosed,
            );
          }
          const closedAt = close ? app.now().toISOString() : null;
          await trx
            .updateTable('jobs')
            .set({ closed_at: closedAt })
            .where('id', '=', jobId)
            .execute();
          await audit(trx, request, {
            action: close ? 'job.close' : 'job.reopen',
            target: { kind: 'job', id: jobId },
            before: { closedAt: before.closed_at?.toISOString() ?? null },
            after: { closedAt },
          });
          const applications = await listJobApplications(trx, jobId);
          return toStudioJob(await jobOrThrow(trx, jobId), applications.length);
        });
        return ok(job, close ? EDITORIAL_MESSAGES.jobClosed : EDITORIAL_MESSAGES.jobReopened);
      },
    );
  }

  app.get(
    '/api/studio/jobs/:jobId/applications',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: "A job's applications in the order they came, each with its status (editor)",
        params: jobParams,
        response: { 200: envelopeOf(z.array(jobApplicationEntrySchema)), ...guarded },
      },
    },
    async (request) => {
      await jobOrThrow(app.db, request.params.jobId);
      return ok((await listJobApplications(app.db, request.params.jobId)).map(toEntry));
    },
  );

  app.get(
    '/api/studio/jobs/:jobId/applications.csv',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary:
          "A job's applications as CSV (quoted as RFC 4180; cells starting =, +, -, @ prefixed with ') (editor)",
        params: jobParams,
        produces: ['text/csv'],
        response: { 200: z.string(), ...guarded },
      },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      await jobOrThrow(app.db, jobId);
      const rows = await listJobApplications(app.db, jobId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${jobId}.csv"`)
        .send(applicationsCsv(rows));
    },
  );

  app.patch(
    '/api/studio/applications/:applicationId',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'Move an application through hiring: new, shortlisted, rejected, hired (editor)',
        params: applicationParams,
        body: applicationStatusChangeSchema,
        response: { 200: envelopeOf(jobApplicationEntrySchema), ...guarded },
      },
    },
    async (request) => {
      const { applicationId } = request.params;
      const { status } = request.body;
      const entry = await app.db.transaction().execute(async (trx) => {
        const before = await findJobApplication(trx, applicationId);
        if (!before) throw notFound(EDITORIAL_MESSAGES.unknownApplication);
        await trx
          .updateTable('job_applications')
          .set({ status })
          .where('id', '=', applicationId)
          .execute();
        await audit(trx, request, {
          action: 'application.status',
          target: { kind: 'job_application', id: applicationId },
          before: { status: before.status },
          after: { status },
        });
        return toEntry({ ...before, status });
      });
      return ok(entry, EDITORIAL_MESSAGES.applicationSaved);
    },
  );
};
