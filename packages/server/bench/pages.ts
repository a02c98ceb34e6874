// npm run bench:pages
// Figures for the image reader on a freshly seeded PGlite (a temporary folder, removed after),
// printed, never asserted:
// 1. a reader's first page through the app (the pages answer, then page 1 at 960 px AVIF): cold
//    in a fresh process, lazy for another seeded chapter once MuPDF is loaded, warm from the store;
// 2. whole chapters made as the import and `npm run media:pages` make them, with their PDF's size;
// 3. per size and format: the time to make one image and the bytes of a page, beside the PDF's
//    bytes per page.
// Wall times swing with the machine's load; CPU times (every thread of the process) much less.
// BENCH_CHAPTERS (default 2) sets how many chapters sections 2 and 3 make.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Chapter, ChapterPages, Comic } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { mediaPaths } from '../src/content/media-paths.ts';
import { PAGE_IMAGES, type PageImage } from '../src/content/pages/images.ts';
import { renderPageImage } from '../src/content/pages/render.ts';
import { chapterPageSizes, renderChapterPages } from '../src/content/pages/store.ts';

const CHAPTERS = Number(process.env.BENCH_CHAPTERS ?? 2);
const FIRST_IMAGE = { kind: 'page', width: 960, format: 'avif' } as const;

const since = (from: number) => performance.now() - from;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const nameOf = (image: PageImage) =>
  image.kind === 'thumb' ? 'thumb.webp' : `${image.width}.${image.format}`;

/** The result, the wall time and the CPU time of every thread (libvips encodes on its own). */
async function timed<T>(work: () => Promise<T>): Promise<[T, number, number]> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return [result, since(started), (used.user + used.system) / 1000];
}

/** GET as a signed-out reader; throws unless 200. */
async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ url });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** Seeded chapters a signed-out reader may read: every comic's first such, then its second… */
async function readableChapters(app: FastifyInstance): Promise<Chapter[][]> {
  const comics: Comic[] = (await get(app, '/comic')).json().data;
  const lists = await Promise.all(
    comics.map(
      async (comic) =>
        (await get(app, `/comicChap/${comic._id}/chapters`)).json().data as Chapter[],
    ),
  );
  const readable = lists.map((chapters) => chapters.filter((c) => c.readable));
  const longest = Math.max(...readable.map((c) => c.length));
  return Array.from({ length: longest }, (_, i) => readable.flatMap((c) => c[i] ?? []));
}

/** Section 1: the pages answer and the first page's image, timed through the app. */
async function firstPage(app: FastifyInstance, chapter: Chapter, label: string) {
  const pagesUrl = `/comicChap/${chapter.comicId}/chapters/${chapter._id}/pages`;
  const [answer, answerMs] = await timed(() => get(app, pagesUrl));
  const pages: ChapterPages = answer.json().data;
  const url = mediaPaths.pageImage(chapter._id, 1, FIRST_IMAGE);
  const [image, imageMs] = await timed(() => get(app, url));
  console.log(
    `  ${label.padEnd(58)} ${ms(answerMs).padStart(8)} ${ms(imageMs).padStart(8)} ` +
      `${ms(answerMs + imageMs).padStart(8)}   answer ${kb(answer.rawPayload.length)}, ` +
      `image ${kb(image.rawPayload.length)} (${pages.pageCount} pages)`,
  );
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-bench-pages-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  APP_DIR: '',
  SEED: 'true',
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
});
const [app, seedMs] = await timed(() => buildApp(config, { logger: false }));
try {
  console.log(`Seeded PGlite in ${(seedMs / 1000).toFixed(1)} s (no page image made by seeding)`);
  const [firsts = [], seconds = []] = await readableChapters(app);
  const [cold, lazy, ...rest] = firsts;
  if (!cold || !lazy) throw new Error('the sample has too few chapters free to read');

  console.log(
    `\n1. A reader's first page, signed out: the pages answer, then page 1 at 960 px AVIF`,
  );
  console.log(
    `  ${''.padEnd(58)} ${'answer'.padStart(8)} ${'image'.padStart(8)} ${'total'.padStart(8)}`,
  );
  await firstPage(app, cold, 'cold: fresh process (PDF drawn, MuPDF loaded, page drawn)');
  await firstPage(app, lazy, 'lazy: another seeded chapter, MuPDF loaded');
  await firstPage(app, cold, 'warm: the first chapter again, from the store');

  const bench = [...rest, ...seconds].slice(0, CHAPTERS);
  console.log(`\n2. Whole chapters, every page as the import and media:pages make it`);
  const rows = [];
  const bytes = new Map(PAGE_IMAGES.map((image) => [nameOf(image), [] as number[]]));
  let pdfBytes = 0;
  let pageCount = 0;
  for (const chapter of bench) {
    const paged = { _id: chapter._id, chapPdf: chapter.chapPdf ?? '' };
    const [done, took, cpu] = await timed(() => renderChapterPages(app, paged));
    const pdf = await app.media.read(paged.chapPdf);
    if (!done || !pdf) throw new Error(`${chapter._id}: no pages made`);
    let total = 0;
    for (let page = 1; page <= done.pages; page += 1) {
      for (const image of PAGE_IMAGES) {
        const stored = await app.media.read(mediaPaths.pageImage(chapter._id, page, image));
        const size = stored?.body.length ?? 0;
        bytes.get(nameOf(image))?.push(size);
        total += size;
      }
    }
    pdfBytes += pdf.body.length;
    pageCount += done.pages;
    rows.push({
      chapter: `${chapter.title} (${chapter._id.slice(0, 6)})`,
      pages: done.pages,
      'PDF KB': Number((pdf.body.length / 1024).toFixed(1)),
      images: done.made,
      'images KB': Number((total / 1024).toFixed(1)),
      seconds: Number((took / 1000).toFixed(1)),
      'CPU s': Number((cpu / 1000).toFixed(1)),
      'ms/page': Math.round(took / done.pages),
    });
  }
  console.table(rows);

  const [sample] = bench;
  if (!sample) throw new Error('BENCH_CHAPTERS must be at least 1');
  const paged = { _id: sample._id, chapPdf: sample.chapPdf ?? '' };
  const pdf = (await app.media.read(paged.chapPdf))?.body;
  const sizes = await chapterPageSizes(app, paged);
  if (!pdf || !sizes) throw new Error(`${sample._id}: no PDF`);
  const times = new Map(PAGE_IMAGES.map((image) => [nameOf(image), [] as number[]]));
  const cpuTimes = new Map(PAGE_IMAGES.map((image) => [nameOf(image), [] as number[]]));
  for (const [index, size] of sizes.entries()) {
    for (const image of PAGE_IMAGES) {
      const [, took, cpu] = await timed(() => renderPageImage(pdf, index + 1, size, image));
      times.get(nameOf(image))?.push(took);
      cpuTimes.get(nameOf(image))?.push(cpu);
    }
  }
  const mean = (values: number[] = []) =>
    values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const pdfPerPage = pdfBytes / Math.max(1, pageCount);
  console.log(
    `\n3. Per image: time to make one, one at a time (${sizes.length} pages of one chapter); ` +
      `bytes of a page (${pageCount} pages), beside the PDF's ${kb(pdfPerPage)} a page`,
  );
  console.table(
    PAGE_IMAGES.map((image) => {
      const name = nameOf(image);
      const size = mean(bytes.get(name));
      return {
        image: name,
        'ms (mean)': Math.round(mean(times.get(name))),
        'CPU ms (mean)': Math.round(mean(cpuTimes.get(name))),
        'KB a page (mean)': Number((size / 1024).toFixed(1)),
        'KB a page (max)': Number((Math.max(...(bytes.get(name) ?? [0])) / 1024).toFixed(1)),
        'of the PDF a page': `${Math.round((100 * size) / pdfPerPage)}%`,
      };
    }),
  );
} finally {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
