import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importContent } from '../../../src/content/import/index.ts';
import { mediaPaths } from '../../../src/content/media-paths.ts';
import { renderAllChapterPages } from '../../../src/content/pages/all-chapters.ts';
import { PAGE_IMAGES, type PageImage } from '../../../src/content/pages/images.ts';
import { renderPageImage } from '../../../src/content/pages/render.ts';
import type * as Render from '../../../src/content/pages/render.ts';
import { createDb, type Db } from '../../../src/db/database.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { databaseMediaStore } from '../../../src/media/database-store.ts';
import type { Stores } from '../../../src/media/store.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers.ts';

// What the migration and the import do with a chapter's pages, not how a page is drawn (that is
// render.test.ts): in this process the renderer answers a label naming what it was asked for, so
// the tests see which image landed at which path without paying for dozens of real renders. The
// command runs as its own process, with the real renderer, for the images left to make.
vi.mock('../../../src/content/pages/render.ts', async (original) => {
  const real = await original<typeof Render>();
  return {
    measurePdf: real.measurePdf,
    renderPageImage: vi.fn(async (_pdf: Uint8Array, page: number, _size, image: PageImage) =>
      Buffer.from(labelOf(page, image)),
    ),
  };
});

const labelOf = (page: number, image: PageImage) => `page ${page}: ${JSON.stringify(image)}`;

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/content');
const COMMAND = path.join(import.meta.dirname, '../../../src/content/pages/command.ts');
const run = promisify(execFile);
/** The fixture: two chapters of one two-page PDF of 300 × 450 points. */
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

/** Every path the chapters' pages should be stored at, with what should be there. */
function expectedImages(chapterIds: string[]) {
  return chapterIds.flatMap((id) =>
    [1, 2].flatMap((page) =>
      PAGE_IMAGES.map((image) => ({
        path: mediaPaths.pageImage(id, page, image),
        content_type: image.kind === 'page' ? `image/${image.format}` : 'image/webp',
        label: labelOf(page, image),
      })),
    ),
  );
}

describe('rendering at import and the media:pages migration', () => {
  let database: TestDatabase;
  let stores: Stores;
  beforeAll(async () => {
    database = await createTestDatabase(os.tmpdir());
    stores = { db: database.db, media: databaseMediaStore(database.db) };
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.db.destroy();
    await database.drop();
  });

  it('migrates existing chapters: every page of every chapter in every size and format, sizes stored', async () => {
    const { db } = database;
    await importContent(stores, FIXTURE);
    expect(await pageImages(db)).toEqual([]);
    const lines: string[] = [];
    const first = await renderAllChapterPages(stores, (line) => lines.push(line));
    expect(first).toEqual({
      chapters: 2,
      pages: 4,
      made: 2 * IMAGES_PER_CHAPTER,
      kept: 0,
      skipped: 0,
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Monsoon Patrol, chapter 1: 2 pages, 14 images made, 0 kept \(/);
    const stored = (await pageImages(db)).map(({ path, content_type, body }) => ({
      path,
      content_type,
      label: Buffer.from(body).toString(),
    }));
    const chapters = await importedChapters(db);
    expect(stored).toEqual(
      expectedImages(chapters.map((c) => c.id)).sort((a, b) => a.path.localeCompare(b.path)),
    );
    const sizes = await db
      .selectFrom('chapter_pages')
      .select(['number', 'width', 'height'])
      .execute();
    // The fixture's pages are two wide by three high.
    expect(sizes).toHaveLength(4);
    for (const size of sizes) expect(size).toMatchObject({ width: 1600, height: 2400 });
  });

  it('is idempotent: a second run makes nothing', async () => {
    vi.mocked(renderPageImage).mockClear();
    const again = await renderAllChapterPages(stores);
    expect(again).toMatchObject({ chapters: 2, made: 0, kept: 2 * IMAGES_PER_CHAPTER });
    expect(renderPageImage).not.toHaveBeenCalled();
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
      const summary = await importContent(stores, folder, new Date(), { renderPages: true });
      expect(summary.pageImages).toBe(2 * IMAGES_PER_CHAPTER);
      const after = await importedChapters(db);
      expect(after.map((c) => c.chap_pdf)).not.toEqual(before.map((c) => c.chap_pdf));
      const measured = await db.selectFrom('chapter_pages').select('pdf_path').distinct().execute();
      expect(measured.map((m) => m.pdf_path)).toEqual([after[0]?.chap_pdf]);
      expect(await pageImages(db)).toHaveLength(2 * IMAGES_PER_CHAPTER);
      const same = await importContent(stores, folder, new Date(), { renderPages: true });
      expect(same.pageImages).toBe(0);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});

describe('npm run media:pages', () => {
  it('makes what is missing in the database it is pointed at, for real, and prints the counts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-pages-cli-'));
    const { DATABASE_URL: _, ...env } = process.env;
    const open = () => createDb({ dataDir });
    const thumbs = (db: Db) =>
      db
        .selectFrom('media')
        .select('body')
        .where('path', 'like', '/media/pages/%-thumb.webp')
        .where('content_type', '=', 'image/webp')
        .execute();
    try {
      let db = open();
      await migrateToLatest(db);
      const local = { db, media: databaseMediaStore(db) };
      await importContent(local, FIXTURE);
      // Everything made but the thumbnails: the command has four small images left to make.
      await renderAllChapterPages(local);
      await db.deleteFrom('media').where('path', 'like', '/media/pages/%-thumb.webp').execute();
      await db.destroy();
      const { stdout } = await run(process.execPath, [COMMAND], {
        env: { ...env, DATA_DIR: dataDir },
      });
      expect(stdout).toMatch(/^Monsoon Patrol, chapter 1: 2 pages, 2 images made, 12 kept \(/m);
      expect(stdout).toMatch(
        /Page images: 2 chapters, 4 pages, 4 images made, 24 already stored, 0 chapters skipped, in [\d.]+ s\./,
      );
      db = open();
      const made = await thumbs(db);
      await db.destroy();
      expect(made).toHaveLength(4);
      for (const { body } of made) {
        const { format, width, height } = await sharp(body).metadata();
        expect({ format, width, height }).toEqual({ format: 'webp', width: 160, height: 240 });
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // A process opening an on-disk database: seconds on a quiet machine, more on a busy one.
  }, 120_000);
});
