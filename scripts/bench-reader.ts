// npm run bench:reader
// The reader on a seeded chapter, as a phone on a slow network sees it: Chromium with CDP
// network emulation (1.6 Mbps down, 750 kbps up, 150 ms RTT) and 4x CPU slowdown, a fresh cache
// per run. Per reader: time from navigation to the first page painted, bytes transferred before
// it (all resources, with scripts and pictures apart), time from a tap on Next to the next page
// painted once it has been fetched ahead, and the reader route's JavaScript beyond the shared
// entry (gzip, from the build manifest).
// Options (environment): BENCH_RUNS (runs per reader, median reported; default 3);
// BENCH_BEFORE_APP_DIR: another build of the app (e.g. main's, built in a git worktree) measured
// in the same run, on its own freshly seeded server, and printed beside this one as "before".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Chapter, ChapterPages, Comic } from '@ic/domain';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer } from '../app/e2e/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const TARGETS = { firstPageMs: 2000, bytesKb: 250, nextPageMs: 100, routeJsKb: 40 };
const READER_MODULE = 'src/pages/reader/ReaderPage.tsx';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** The reader route's own JavaScript: its chunk and imports, less what the entry already has. */
function routeJsGzip(appDir: string): number {
  const manifest = JSON.parse(
    readFileSync(path.join(appDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const shared = closure(manifest, entry);
  const own = [...closure(manifest, READER_MODULE)].filter((key) => !shared.has(key));
  return own.reduce((total, key) => {
    const file = manifest[key]?.file ?? '';
    return total + gzipSync(readFileSync(path.join(appDir, file)), { level: 9 }).length;
  }, 0);
}

async function data<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The first comic's first chapter (free: read signed out). */
async function seededChapter(base: string) {
  const [comic] = await data<Comic[]>(`${base}/comic`);
  if (!comic) throw new Error('No seeded comic');
  const [chapter] = await data<Chapter[]>(`${base}/comicChap/${comic._id}/chapters`);
  if (!chapter) throw new Error('No seeded chapter');
  return { comic, chapter, url: `/comicChap/${comic._id}/chapters/pdfView?chapter=${chapter._id}` };
}

/**
 * Seeded chapters make their page images on first request; a real chapter has them from its
 * upload. So every picture of the measured chapter is asked for once before timing.
 */
async function warm(base: string, comic: Comic, chapter: Chapter) {
  const pages = await data<ChapterPages>(
    `${base}/comicChap/${comic._id}/chapters/${chapter._id}/pages`,
  );
  const urls = pages.pages.flatMap((page) => [
    page.thumb,
    ...page.sources.avif.map((source) => source.url),
    ...page.sources.webp.map((source) => source.url),
  ]);
  for (const url of urls) await (await fetch(`${base}${url}`)).arrayBuffer();
  if (chapter.chapPdf) await (await fetch(`${base}${chapter.chapPdf}`)).arrayBuffer();
}

type Reader = {
  /** True once page `n` is painted (its picture decoded, or its canvas drawn). */
  painted: (n: number) => string;
  next: string;
};

// The image reader: page n's <img> loaded. The old PDF one: page n's canvas drawn (no spinner
// left). Either may be the "before" build (the PDF reader, or an earlier image reader), so a
// page counts as painted in whichever way its reader paints it.
const imagePainted = (n: number) =>
  `[...document.querySelectorAll('[data-slot="spread"] img')].some(i => i.alt.endsWith(', page ${n}') && i.complete && i.naturalWidth > 0)`;
const canvasPainted = (n: number) =>
  `(() => { const p = document.querySelector('[data-current][aria-label$=", page ${n}"]'); return !!p && !!p.querySelector('canvas') && !p.querySelector('[role="status"]'); })()`;
const READER: Reader = {
  painted: (n) => `((${imagePainted(n)}) || (${canvasPainted(n)}))`,
  next: 'Next',
};

type Run = { firstPageMs: number; bytes: number; scripts: number; images: number; nextMs: number };

async function measureOnce(browser: Browser, base: string, url: string, reader: Reader) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map<string, string>();
  const tally = { bytes: 0, scripts: 0, images: 0, counting: true };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    if (!tally.counting) return;
    tally.bytes += event.encodedDataLength;
    const type = types.get(event.requestId);
    if (type === 'Script') tally.scripts += event.encodedDataLength;
    if (type === 'Image') tally.images += event.encodedDataLength;
  });

  await page.goto(`${base}${url}`, { waitUntil: 'commit' });
  const firstPageMs = await page.evaluate(
    `new Promise((resolve) => { const check = () => (${reader.painted(1)}) ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check); check(); })`,
  );
  tally.counting = false;
  const bytes = { ...tally };
  // Let the next page be fetched (and, for the PDF, drawn) ahead, as a reader reads this one: a
  // drawn reader is live once the app has taken it over (`data-live`; a build without it has
  // none), and its pages ahead are pictures loaded out of sight (in a box of their own in an
  // earlier build).
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-live') &&
        [
          ...document.querySelectorAll<HTMLImageElement>(
            '[data-slot="ahead"] img, [data-ahead] img',
          ),
        ].some((image) => image.complete && image.naturalWidth > 0),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(1500);
  const nextMs = await page.evaluate(
    `new Promise((resolve) => {
      const button = [...document.querySelectorAll('button')].find(b => b.textContent.trim() === ${JSON.stringify(reader.next)});
      const start = performance.now();
      button.click();
      const check = () => (${reader.painted(2)}) ? requestAnimationFrame(() => resolve(performance.now() - start)) : requestAnimationFrame(check);
      check();
    })`,
  );
  await context.close();
  return {
    firstPageMs: Number(firstPageMs),
    bytes: bytes.bytes,
    scripts: bytes.scripts,
    images: bytes.images,
    nextMs: Number(nextMs),
  } satisfies Run;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

type Figures = Run & { routeJs: number };

async function measure(appDir: string, reader: Reader): Promise<Figures> {
  const server = await startServer(appDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { comic, chapter, url } = await seededChapter(server.url);
    await warm(server.url, comic, chapter);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measureOnce(browser, server.url, url, reader));
    }
    const of = (key: keyof Run) => median(runs.map((run) => run[key]));
    return {
      firstPageMs: of('firstPageMs'),
      bytes: of('bytes'),
      scripts: of('scripts'),
      images: of('images'),
      nextMs: of('nextMs'),
      routeJs: routeJsGzip(appDir),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function print(rows: { name: string; figures: Figures }[]) {
  const lines: [string, (f: Figures) => string, string][] = [
    ['First page painted', (f) => ms(f.firstPageMs), `<= ${TARGETS.firstPageMs} ms`],
    ['Bytes before it', (f) => kb(f.bytes), `<= ${TARGETS.bytesKb} KB`],
    ['  of which scripts', (f) => kb(f.scripts), ''],
    ['  of which pictures', (f) => kb(f.images), ''],
    ['Next page after a tap', (f) => ms(f.nextMs), `<= ${TARGETS.nextPageMs} ms`],
    ['Reader route JS (gzip)', (f) => kb(f.routeJs), `<= ${TARGETS.routeJsKb} KB`],
  ];
  const width = 26;
  console.log(
    `\n${''.padEnd(width)}${rows.map((row) => row.name.padStart(14)).join('')}${'target'.padStart(14)}`,
  );
  for (const [label, value, target] of lines) {
    console.log(
      `${label.padEnd(width)}${rows.map((row) => value(row.figures).padStart(14)).join('')}${target.padStart(14)}`,
    );
  }
  console.log(
    `\nMedian of ${RUNS} run(s); 390x844, 1.6 Mbps / 150 ms RTT, ${CPU_SLOWDOWN}x CPU slowdown, cold cache.`,
  );
}

const rows: { name: string; figures: Figures }[] = [];
const before = process.env.BENCH_BEFORE_APP_DIR;
if (before) rows.push({ name: 'before', figures: await measure(before, READER) });
rows.push({ name: 'now', figures: await measure(path.join(root, 'app', 'dist'), READER) });
print(rows);
