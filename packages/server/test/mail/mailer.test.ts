import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createDb } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { LocalJobQueue } from '../../src/jobs/local-queue.ts';
import { createMailer, MAIL_JOB, outboxDir } from '../../src/mail/mailer.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-mailer-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function fakeLog() {
  const log = { info: vi.fn(), error: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

/** A job queue that is never started: `send` alone is tested through it. */
const idleJobs = () => new LocalJobQueue(createDb({ dataDir: 'memory://' }), fakeLog().logger);

const link = 'https://ic.example/reset-password/1/abc';
const message = {
  to: 'reader@example.com',
  subject: 'Reset your password',
  greet: 'Asha & co',
  body: ['You asked for a new password.', { action: 'Choose a new password', href: link }],
};

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes each mail as .eml (HTML and plain text) plus .json and logs its links', async () => {
    const { log, logger } = fakeLog();
    const mailer = createMailer(
      { ...loadConfig({}), dataDir, mailFrom: 'IC <no-reply@ic.example>' },
      logger,
      idleJobs(),
    );
    await mailer.send(message);
    const files = (await fs.readdir(outboxDir(dataDir))).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.json']);
    const eml = await fs.readFile(path.join(outboxDir(dataDir), files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: Reset your password');
    expect(eml).toContain('From: IC <no-reply@ic.example>');
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    const json = JSON.parse(
      await fs.readFile(path.join(outboxDir(dataDir), files[1] ?? ''), 'utf8'),
    );
    expect(json).toMatchObject({ to: message.to, subject: message.subject, links: [link] });
    expect(json.text).toContain(`Choose a new password:\n${link}`);
    expect(json.text).toContain('Hello Asha & co,');
    expect(json.html).toContain(`<a href="${link}"`);
    expect(json.html).toContain('Hello Asha &amp; co,');
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ links: [link] }),
      'mail written to the outbox',
    );
  });

  it('stores a mail as a job, keeps it through a failed delivery and delivers it on the retry', async () => {
    const { log, logger } = fakeLog();
    const db = createDb({ dataDir: 'memory://' });
    await migrateToLatest(db);
    const jobs = new LocalJobQueue(db, logger);
    const root = path.join(dataDir, 'retried');
    await fs.writeFile(root, 'a file where the data folder should go');
    const mailer = createMailer({ ...loadConfig({}), dataDir: root }, logger, jobs);
    await jobs.start();
    await mailer.sendLater(message);
    await mailer.settled();
    const stored = await db.selectFrom('local_jobs').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: MAIL_JOB.name, state: 'created', retry_count: 1 });
    expect(stored.data).toEqual(message);
    const delay = stored.start_after.getTime() - Date.now();
    expect(delay).toBeGreaterThan((MAIL_JOB.retryDelaySeconds - 5) * 1000);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'mail' }), 'job failed');

    // The disk is fixed; the retry's time comes.
    await fs.rm(root);
    await db.updateTable('local_jobs').set({ start_after: new Date() }).execute();
    await mailer.settled();
    expect(await db.selectFrom('local_jobs').selectAll().execute()).toEqual([]);
    expect((await fs.readdir(outboxDir(root))).filter((f) => f.endsWith('.json'))).toHaveLength(1);
    await jobs.stop();
    await db.destroy();
  });
});
