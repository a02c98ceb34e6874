import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createMailer, outboxDir } from '../../src/mail/mailer.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-mailer-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function fakeLog() {
  const log = { info: vi.fn(), error: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

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

  it('logs a failed background delivery instead of throwing, and settles', async () => {
    const { log, logger } = fakeLog();
    const blocked = path.join(dataDir, 'not-a-dir');
    await fs.writeFile(blocked, 'a file where the outbox folder should go');
    const mailer = createMailer({ ...loadConfig({}), dataDir: blocked }, logger);
    mailer.sendLater(message);
    await mailer.settled();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ subject: message.subject }),
      'mail failed',
    );
  });
});
