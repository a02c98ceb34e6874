// npm run media:pages
// Makes the images of every chapter's pages that are not made yet, in the database the server
// uses (same DATA_DIR / DATABASE_URL, same media store): the migration of existing chapters to the image reader.
// Idempotent: a second run makes nothing.
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../config.ts';
import { createDb } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { underStartupLock } from '../../db/startup-lock.ts';
import { createMediaStore } from '../../media/index.ts';
import { renderAllChapterPages } from './all-chapters.ts';

const config = loadConfig(process.env);
const db = createDb(config);
const media = createMediaStore(config, db);
try {
  // Beside running servers, which may be migrating at this moment.
  await underStartupLock(db, config.databaseUrl !== undefined, () => migrateToLatest(db));
  const started = performance.now();
  const total = await renderAllChapterPages({ db, media }, (line) => console.log(line));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Page images: ${total.chapters} chapters, ${total.pages} pages, ${total.made} images made, ` +
      `${total.kept} already stored, ${total.skipped} chapters skipped, in ${seconds} s.`,
  );
} finally {
  await db.destroy();
}
