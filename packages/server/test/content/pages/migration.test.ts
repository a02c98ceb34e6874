import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../../../src/content/import/index.ts';
import { renderAllChapterPages } from '../../../src/content/pages/all-chapters.ts';
import { PAGE_IMAGES } from '../../../src/content/pages/images.ts';
import { createDb, type Db } from '../../../src/db/database.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers.ts';

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/content');
const COMMAND = path.join(import.meta.dirname, '../../../src/content/pages/command.ts');
const run = promisify(execFile);
/** The fixture: two chapters of one two-page PDF. */
const IMAGES_PER_CHAPTER = 2 * PAGE_IMAGES.length;

async function pageImages(db: Db) {
  return db
    .selectFrom('media')
    .select(['path', 'content_type', 'body'])
    .where('path', 'like', '/media/pages/%')
    .orderBy('path')
    .execute();
}

async function importedChapters(db: Db) {
  return db.selectFrom('chapters').select(['id', 'chap_pdf']).orderBy('number').execute();
}

describe('rendering at import and the media:pages migration', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(os.tmpdir());
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.db.destroy();
    await database.drop();
  });

  it('migrates existing chapters: every page in every size and format, decodable, sizes stored', async () => {
    const { db } = database;
    await importContent(db, FIXTURE);
    expect(await pageImages(db)).toEqual([]);
    const lines: string[] = [];
    const first = await renderAllChapterPages(db, (line) => lines.push(line));
    expect(first).toEqual({
      chapters: 2,
      pages: 4,
      made: 2 * IMAGES_PER_CHAPTER,
      kept: 0,
      skipped: 0,
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Monsoon Patrol, chapter 1: 2 pages, 14 images made, 0 kept \(/);
    const images = await pageImages(db);
    expect(images).toHaveLength(2 * IMAGES_PER_CHAPTER);
    for (const image of images) {
      const meta = await sharp(image.body).metadata();
      const format = meta.compression === 'av1' ? 'image/avif' : `image/${meta.format}`;
      expect(format, image.path).toBe(image.content_type);
      const width = Number(/-(\d+|thumb)\./.exec(image.path)?.[1]) || 160;
      expect(meta.width, image.path).toBe(width);
      // The fixture's pages are 300 × 450 points: two wide by three high.
      expect(meta.height, image.path).toBe(width * 1.5);
    }
    const sizes = await db
      .selectFrom('chapter_pages')
      .select(['number', 'width', 'height'])
      .execute();
    expect(sizes).toHaveLength(4);
    for (const size of sizes) expect(size).toMatchObject({ width: 1600, height: 2400 });
  });

  it('is idempotent: a second run makes nothing', async () => {
    const again = await renderAllChapterPages(database.db);
    expect(again).toMatchObject({ chapters: 2, made: 0, kept: 2 * IMAGES_PER_CHAPTER });
  });

  it('an import that gives a chapter a new PDF renders it again from the new file', async () => {
    const { db } = database;
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-pages-import-'));
    try {
      await fs.cp(FIXTURE, folder, { recursive: true });
      // A different file (another byte), so a different content-hashed path.
      const pdf = path.join(folder, 'media/chapters/monsoon-patrol-1.pdf');
      await fs.appendFile(pdf, '\n');
      const before = await importedChapters(db);
      const summary = await importContent(db, folder, new Date(), { renderPages: true });
      expect(summary.pageImages).toBe(2 * IMAGES_PER_CHAPTER);
      const after = await importedChapters(db);
      expect(after.map((c) => c.chap_pdf)).not.toEqual(before.map((c) => c.chap_pdf));
      const measured = await db.selectFrom('chapter_pages').select('pdf_path').distinct().execute();
      expect(measured.map((m) => m.pdf_path)).toEqual([after[0]?.chap_pdf]);
      expect(await pageImages(db)).toHaveLength(2 * IMAGES_PER_CHAPTER);
      const same = await importContent(db, folder, new Date(), { renderPages: true });
      expect(same.pageImages).toBe(0);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});

describe('npm run media:pages', () => {
  it('renders the chapters of the database it is pointed at, prints the counts, and is idempotent', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-pages-cli-'));
    const { DATABASE_URL: _, ...env } = process.env;
    try {
      const db = createDb({ dataDir });
      await migrateToLatest(db);
      await importContent(db, FIXTURE);
      await db.destroy();
      const options = { env: { ...env, DATA_DIR: dataDir } };
      const first = await run(process.execPath, [COMMAND], options);
      expect(first.stdout).toMatch(
        /Page images: 2 chapters, 4 pages, 28 images made, 0 already stored, 0 chapters skipped, in [\d.]+ s\./,
      );
      const second = await run(process.execPath, [COMMAND], options);
      expect(second.stdout).toContain('0 images made, 28 already stored');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // Two processes, each opening an on-disk database: seconds on a quiet machine, more on a busy one.
  }, 120_000);
});
