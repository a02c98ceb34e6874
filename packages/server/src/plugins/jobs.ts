import type { FastifyInstance } from 'fastify';
import { announceEarlyReleases } from '../content/early-access.ts';
import { mailNewChapters } from '../content/notify/new-chapters.ts';
import { makeUploadedPages, type ChapterPagesJob } from '../content/pages/uploaded.ts';
import { publishDue } from '../content/publishing.ts';
import { createJobQueue, type JobQueue, type QueueSpec } from '../jobs/index.ts';
import { sendMembershipNotices } from '../payments/membership-notices.ts';
import { reconcilePayments } from '../payments/reconcile.ts';
import { housekeeping } from '../repositories/housekeeping.ts';
import { appPaymentContext } from './payments.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs once across instances, after a request or on a clock. */
    jobs: JobQueue;
  }
}

/** Expired sessions, counters, reset tokens, unconsented minors, guardians' links. */
export const HOUSEKEEPING_JOB: QueueSpec = {
  name: 'housekeeping',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  everyMinutes: 60,
};

/** Orders whose webhook never came, asked about at the provider. */
export const RECONCILE_JOB: QueueSpec = {
  name: 'payment-reconciliation',
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  everyMinutes: 5,
};

/** Renewal reminders and "ended" mails, once per period. */
export const MEMBERSHIP_NOTICES_JOB: QueueSpec = {
  name: 'membership-notices',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  everyMinutes: 60,
};

/** Early-access chapters turning free: a content version bump, within a minute of publicAt. */
export const EARLY_RELEASES_JOB: QueueSpec = {
  name: 'early-access-releases',
  retryLimit: 1,
  retryDelaySeconds: 10,
  retryBackoff: false,
  everyMinutes: 1,
};

/** Scheduled comics and chapters going out, within a minute of their time. */
export const SCHEDULED_PUBLISHING_JOB: QueueSpec = {
  name: 'scheduled-publishing',
  retryLimit: 1,
  retryDelaySeconds: 10,
  retryBackoff: false,
  everyMinutes: 1,
};

/** An uploaded chapter's page images, made after the upload answered (about 2 s a page). */
export const CHAPTER_PAGES_JOB: QueueSpec = {
  name: 'chapter-pages',
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

/**
 * Decorates `app.jobs`: pg-boss on PostgreSQL, the in-process runner on the embedded database.
 * buildApp starts it once every kind of job is defined; it stops when the app closes, and jobs
 * not yet run stay stored for the next start or another instance.
 */
export function registerJobs(app: FastifyInstance): void {
  const jobs = createJobQueue(app.db, app.log, { databaseUrl: app.config.databaseUrl });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
}

/** The periodic work of the server, each job reading the clock and services when it runs. */
export function definePeriodicJobs(app: FastifyInstance): void {
  const { jobs } = app;
  jobs.define(HOUSEKEEPING_JOB, () => housekeeping(app.db, app.now()));
  jobs.define(RECONCILE_JOB, async () => {
    await reconcilePayments(appPaymentContext(app));
  });
  jobs.define(MEMBERSHIP_NOTICES_JOB, async () => {
    const renewLink = `${app.config.publicUrl}/ultimate`;
    const context = { db: app.db, mailer: app.mailer, now: app.now(), renewLink };
    await sendMembershipNotices(context);
  });
  jobs.define(EARLY_RELEASES_JOB, async () => {
    await announceEarlyReleases(app.db, app.now());
  });
  jobs.define(SCHEDULED_PUBLISHING_JOB, async () => {
    const now = app.now();
    const { notify } = await publishDue(app.db, now);
    await mailNewChapters(app.db, app.mailer, app.config.publicUrl, notify, now);
  });
  jobs.define<ChapterPagesJob>(CHAPTER_PAGES_JOB, (job) => makeUploadedPages(app, job));
}
