import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Blog, Chapter, Character, Comic, Job, Team, TimelineStory } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentImportError, importContent } from '../../../src/content/import/index.ts';
import { IMPORT_MESSAGES } from '../../../src/content/import/schema.ts';
import { renderAllChapterPages } from '../../../src/content/pages/all-chapters.ts';
import type * as Render from '../../../src/content/pages/render.ts';
import { createDb } from '../../../src/db/database.ts';
import { databaseMediaStore } from '../../../src/media/database-store.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { buildTestApp } from '../../helpers.ts';

// In this process page images are stand-ins (drawing them is tested in pages/render.test.ts): the
// command's own process draws for real only the few images a test leaves it to make.
vi.mock('../../../src/content/pages/render.ts', async (original) => {
  const real = await original<typeof Render>();
  return { ...real, renderPageImage: async () => Buffer.from('a stand-in page image') };
});

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/content');
const COMMAND = path.join(import.meta.dirname, '../../../src/content/import/command.ts');
const run = promisify(execFile);

let app: FastifyInstance;
const data = async <T>(url: string): Promise<T> => (await app.inject(url)).json().data;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
});
afterAll(() => app.close());

async function folderWith(files: Record<string, string>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-import-'));
  for (const [name, body] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), body);
  }
  return dir;
}

describe('importContent', () => {
  it('loads every kind of content from the fixture folder and reports the counts', async () => {
    const summary = await importContent(app, FIXTURE, new Date('2026-02-01T00:00:00Z'));
    expect(summary).toEqual({
      characters: 1,
      connections: 0,
      comics: 1,
      chapters: 2,
      appearances: 0,
      blogs: 1,
      jobs: 1,
      timeline: 1,
      teams: 1,
      media: 2,
    });
  });

  it('makes an imported character searchable, last in the default order, with its media stored', async () => {
    const found = (await app.inject('/character/getAll?q=megha%20rani')).json().data;
    expect(found).toHaveLength(1);
    const all = await data<{ originalName: string }[]>('/character/getAll');
    expect(all.at(-1)?.originalName).toBe('Megha Rani');
    const megha = await data<Character>(`/character/get/${found[0]._id}`);
    expect(megha).toMatchObject({
      knownAs: 'Queen of the Monsoon Clouds',
      universe: 'Monsoon Isles',
      age: 26,
      birthDate: '1999-06-01',
    });
    expect(megha.mainImageUrl).toMatch(/^\/media\/files\/[0-9a-f]{16}\/megha\.svg$/);
    expect(megha.origin.image).toBe(megha.mainImageUrl);
    expect(megha.mainLandscapeImageUrl).toBe('https://cdn.example.com/megha-banner.png');
    expect(megha.power1ImageUrl).toBe(`/media/art/characters/${megha._id}/power-1.svg`);
    const image = await app.inject(megha.mainImageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toContain('<title>Megha</title>');
    const drawn = await app.inject(megha.power1ImageUrl);
    // No lettering in the art: the power is named in the picture's title (the page letters it).
    expect(drawn.body).toContain('<title>Megha Rani: Cloud Walking</title>');
  });

  it('imports comics with chapters, counting pages of the PDF, and serves the PDF with ranges', async () => {
    const comic = (await data<Comic[]>('/comic')).find((c) => c.title === 'Monsoon Patrol');
    expect(comic).toMatchObject({
      authors: ['Import Fixture Team'],
      releasedYear: 2026,
      createdAt: '2026-01-05T00:00:00.000Z',
    });
    const chapters = await data<Chapter[]>(`/comicChap/${comic?._id}/chapters`);
    expect(chapters.map((c) => [c.title, c.pageCount, c.releaseDate])).toEqual([
      ['First Rain', 2, '2026-01-05'],
      ['Second Rain', 2, null],
    ]);
    expect(comic?.rating).toBe('PG');
    expect(chapters.map((c) => [c.access, c.publicAt, c.rating])).toEqual([
      ['free', null, 'PG'],
      ['early', '2099-03-01T03:30:00.000Z', 'PG'],
    ]);
    // Both chapters share one file: the free chapter opens it, the early one lists no URL.
    expect(chapters[1]?.chapPdf).toBeNull();
    const file = await fs.readFile(path.join(FIXTURE, 'media/chapters/monsoon-patrol-1.pdf'));
    const pdf = await app.inject({
      url: chapters[0]?.chapPdf ?? '',
      headers: { range: 'bytes=0-99' },
    });
    expect(pdf.statusCode).toBe(206);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(file.subarray(0, 100))).toBe(true);
  });

  it('imports blogs, jobs, timeline stories and replaces a team by name', async () => {
    // The fixture says "IC", the original site's label.
    const blog = (await data<Blog[]>('/blog/getallblog?category=ic')).find(
      (b) => b.title === 'Monsoon Patrol Launches',
    );
    expect(blog).toMatchObject({
      title: 'Monsoon Patrol Launches',
      category: 'ic',
      createdAt: '2026-01-06T10:00:00.000Z',
    });
    expect(blog?.news[0]?.imageUrl).toBe(`/media/art/blogs/${blog?._id}/1.svg`);
    const job = (await data<Job[]>('/career/getall')).find(
      (j) => j.jobtitle === 'Storyboard Artist',
    );
    expect(job).toMatchObject({ department: '2D Animators', jobtypes: 'Freelancer', position: 2 });
    const story = (await data<TimelineStory[]>('/timeline/getAll')).find(
      (t) => t.title === 'Rain gauges for hill schools',
    );
    expect(story).toMatchObject({ category: 'Support Us' });
    const teams = await data<Team[]>('/team/getAll');
    expect(teams).toHaveLength(4);
    const content = teams.find((t) => t.name === 'Content');
    expect(content?.members.map((m) => m.name)).toEqual(['Fixture Writer', 'Fixture Artist']);
    expect(content?.members[1]?.img).toMatch(/^\/media\/files\//);
  });

  it('updates rather than duplicates when the same folder is imported again', async () => {
    const before = (await app.inject('/character/getAll')).json().data.length;
    await importContent(app, FIXTURE);
    expect((await app.inject('/character/getAll')).json().data.length).toBe(before);
    expect(
      (await data<Comic[]>('/comic')).filter((c) => c.title === 'Monsoon Patrol'),
    ).toHaveLength(1);
  });

  it('lists every problem and changes nothing when a file is invalid', async () => {
    const dir = await folderWith({
      'characters.json': JSON.stringify([
        { originalName: 'Half Written', mainImageUrl: 'media/missing.png' },
      ]),
      'jobs.json': JSON.stringify([
        { jobtitle: 'Chef', department: 'Kitchen', jobtypes: 'Full-time' },
      ]),
      'blogs.json': '{ not json',
      'timeline.json': JSON.stringify([{ title: 'Bad date', eventDate: '08/01/2026' }]),
      'teams.json': JSON.stringify([
        { name: 'Escape', members: [{ name: 'X', img: 'media/../../etc/passwd' }] },
      ]),
    });
    const error = await importContent(app, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentImportError);
    const problems = (error as ContentImportError).problems.join('\n');
    expect(problems).toContain('jobs.json[0].department');
    expect(problems).toContain('blogs.json: not valid JSON');
    expect(problems).toContain('timeline.json[0].eventDate: must be YYYY-MM-DD');
    expect(problems).toContain('teams.json[0].members[0].img');
    expect(problems).toContain('media/missing.png: file not found');
    expect((await app.inject('/character/getAll?q=half%20written')).json().data).toEqual([]);
  });

  it('refuses an early-access chapter without its date, and a date on any other chapter', async () => {
    const chapter = { chapPdf: '/media/chapters/x.pdf', pageCount: 3 };
    const dir = await folderWith({
      'comics.json': JSON.stringify([
        {
          title: 'Dated Wrongly',
          authors: ['A'],
          releasedYear: 2026,
          rating: 'R',
          chapters: [
            { ...chapter, title: 'No date', access: 'early' },
            { ...chapter, title: 'Needless date', publicAt: '2026-03-01' },
            { ...chapter, title: 'Unknown level', access: 'vip' },
          ],
        },
      ]),
    });
    const error = await importContent(app, dir).catch((e: unknown) => e);
    const problems = (error as ContentImportError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        `comics.json[0].chapters[0].publicAt: ${IMPORT_MESSAGES.earlyNeedsPublicAt}`,
        `comics.json[0].chapters[1].publicAt: ${IMPORT_MESSAGES.publicAtOnlyEarly}`,
      ]),
    );
    expect(problems.some((p) => p.startsWith('comics.json[0].chapters[2].access'))).toBe(true);
    expect(problems.some((p) => p.startsWith('comics.json[0].rating'))).toBe(true);
    expect((await app.inject('/comic')).json().data.map((c: Comic) => c.title)).not.toContain(
      'Dated Wrongly',
    );
  });

  it('refuses a path that is not a folder', async () => {
    await expect(importContent(app, path.join(FIXTURE, 'nothing-here'))).rejects.toThrow(
      ContentImportError,
    );
  });
});

describe('npm run import:content', () => {
  it('imports a folder into the database of DATA_DIR, makes its missing page images and prints what it did', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-import-cli-'));
    const { DATABASE_URL: _, ...env } = process.env;
    const thumbs = '/media/pages/%-thumb.webp';
    try {
      // Imported and made once before but for the thumbnails: the command draws just those four.
      let db = createDb({ dataDir });
      await migrateToLatest(db);
      const stores = { db, media: databaseMediaStore(db) };
      await importContent(stores, FIXTURE);
      await renderAllChapterPages(stores);
      await db.deleteFrom('media').where('path', 'like', thumbs).execute();
      await db.destroy();
      const { stdout } = await run(process.execPath, [COMMAND, FIXTURE], {
        env: { ...env, DATA_DIR: dataDir },
      });
      expect(stdout).toContain(`Imported from ${FIXTURE}`);
      expect(stdout).toContain('characters: 1');
      expect(stdout).toContain('chapters: 2');
      // Two chapters (one two-page PDF), one thumbnail a page.
      expect(stdout).toContain('pageImages: 4');
      db = createDb({ dataDir });
      const made = await db
        .selectFrom('media')
        .select('body')
        .where('path', 'like', thumbs)
        .execute();
      await db.destroy();
      expect(made).toHaveLength(4);
      for (const { body } of made) {
        const { format, width } = await sharp(body).metadata();
        expect({ format, width }).toEqual({ format: 'webp', width: 160 });
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // On-disk databases opened three times: seconds on a quiet machine, more on a busy one.
  }, 120_000);

  it('explains its usage and fails without a folder', async () => {
    const failure = await run(process.execPath, [COMMAND]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('Usage: npm run import:content');
  });
});
