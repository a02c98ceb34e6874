import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/database.ts';
import { outboxDir } from '../../src/mail/mailer.ts';
import { rolesOf } from '../../src/repositories/staff.ts';
import { findUserByEmail } from '../../src/repositories/users.ts';

const run = promisify(execFile);
const COMMAND = path.join(import.meta.dirname, '../../src/studio/admin-command.ts');

describe('npm run studio:admin', () => {
  it('makes the admin in the database of DATA_DIR and leaves the set-password mail in the outbox', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-studio-admin-'));
    // Always the embedded database here: the command's own process, its own DATA_DIR.
    const { DATABASE_URL: _, ...env } = process.env;
    try {
      const { stdout } = await run(process.execPath, [COMMAND, 'Chief@Example.com'], {
        env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      });
      expect(stdout).toContain('chief@example.com is an admin (new account).');
      const outbox = await fs.readdir(outboxDir(dataDir));
      const [json] = outbox.filter((name) => name.endsWith('.json'));
      const mail = JSON.parse(await fs.readFile(path.join(outboxDir(dataDir), json ?? ''), 'utf8'));
      expect(mail).toMatchObject({ to: 'chief@example.com' });
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/reset-password\/[\w-]+\/[\w-]+$/);
      const db = createDb({ dataDir });
      try {
        const user = await findUserByEmail(db, 'chief@example.com');
        expect(user && (await rolesOf(db, user.id))).toEqual(['admin']);
      } finally {
        await db.destroy();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('explains its usage and fails without a valid address', async () => {
    const failure = await run(process.execPath, [COMMAND, 'not-an-address']).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('Usage: npm run studio:admin');
  });
});
