// npm run import:content -w @ic/server -- <folder>
// Loads characters, comics (with chapters), blogs, jobs, timeline stories and teams from a folder
// of JSON files and media into the database the server uses (same DATA_DIR / DATABASE_URL, same media store), then
// makes every page of the imported chapters into images.
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../config.ts';
import { createDb } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createJobQueue } from '../../jobs/index.ts';
import { createMailer } from '../../mail/mailer.ts';
import { underStartupLock } from '../../db/startup-lock.ts';
import { createMediaStore } from '../../media/index.ts';
import { ContentImportError, importContent } from './index.ts';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: npm run import:content -w @ic/server -- <folder>');
  process.exit(2);
}

// npm runs workspace scripts inside the workspace; the folder is relative to where it was typed.
const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
const config = loadConfig(process.env);
const db = createDb(config);
const media = createMediaStore(config, db);
const log = pino({ level: config.logLevel });
// The followers' mails are jobs like every other mail: this process delivers them before it
// exits (on PostgreSQL a running server may take some of them first).
const jobs = createJobQueue(db, log, { databaseUrl: config.databaseUrl });
const mailer = createMailer(config, log, jobs);
try {
  // Beside running servers, which may be migrating at this moment.
  await underStartupLock(db, config.databaseUrl !== undefined, () => migrateToLatest(db));
  await jobs.start();
  const notify = { mailer, publicUrl: config.publicUrl };
  const summary = await importContent({ db, media }, source, new Date(), {
    renderPages: true,
    notify,
  });
  console.log(`Imported from ${source}:`);
  for (const [what, count] of Object.entries(summary)) console.log(`  ${what}: ${count}`);
} catch (err) {
  if (!(err instanceof ContentImportError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await mailer.settled();
  await jobs.stop();
  await db.destroy();
}
