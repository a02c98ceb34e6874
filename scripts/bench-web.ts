// npm run bench:web
// Per route: the JavaScript and CSS a first visit downloads before the page can show (gzip),
// from the build manifest; then Lighthouse's mobile performance (score, LCP, TBT, CLS) for the
// main content routes against the real server on a freshly seeded database, with the share of
// the long tasks' time the page's main thread ran rather than waited.
// Options (environment): BENCH_RUNS (Lighthouse runs per route, median reported; default 1;
// 0 prints the sizes only); BENCH_BEFORE_ROOT: another checkout (e.g. main in a git worktree,
// after `npm ci` and `npm run build:app` there) whose own server and app are measured in the same
// run on a freshly seeded database, each route's runs alternating with this one's, as "before".
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../app/e2e/server.ts';
import { paths, type RouteName } from '../app/src/paths.ts';
import { closure, startChunks, type BuildManifest } from '../app/src/ssr/modulePreloads.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'app', 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const BUDGET_KB = 120;

/** The page module of each measured route, as app/src/router.tsx lazily loads it. */
const PAGE_MODULES: Partial<Record<RouteName, string>> = {
  home: 'src/pages/home/HomePage.tsx',
  characters: 'src/pages/characters/CharactersPage.tsx',
  biography: 'src/pages/biography/BiographyPage.tsx',
  comics: 'src/pages/comics/ComicsPage.tsx',
  chapters: 'src/pages/chapters/ChaptersPage.tsx',
  reader: 'src/pages/reader/ReaderPage.tsx',
  news: 'src/pages/news/NewsPage.tsx',
  newsArticle: 'src/pages/news-detail/NewsDetailPage.tsx',
  allNews: 'src/pages/all-news/AllNewsPage.tsx',
  careers: 'src/pages/careers/CareersPage.tsx',
  careersApply: 'src/pages/careers-apply/CareerApplyPage.tsx',
  supportUs: 'src/pages/support-us/SupportUsPage.tsx',
  about: 'src/pages/about/AboutPage.tsx',
  community: 'src/pages/community/CommunityPage.tsx',
  privacyPolicy: 'src/pages/legal/PrivacyPolicyPage.tsx',
  animation: 'src/pages/coming-soon/ComingSoonPage.tsx',
  login: 'src/pages/login/LoginPage.tsx',
  signup: 'src/pages/signup/SignupPage.tsx',
  forgotPassword: 'src/pages/forgot-password/ForgotPasswordPage.tsx',
  resetPasswordLink: 'src/pages/reset-password/ResetPasswordPage.tsx',
  myAccount: 'src/pages/account/AccountPage.tsx',
  createAvatar: 'src/pages/create-avatar/CreateAvatarPage.tsx',
  feedback: 'src/pages/feedback/FeedbackPage.tsx',
  ultimate: 'src/pages/ultimate/UltimatePage.tsx',
  cart: 'src/pages/cart/CartPage.tsx',
  orderComplete: 'src/pages/order-complete/OrderCompletePage.tsx',
  guardian: 'src/pages/guardian/GuardianPage.tsx',
  guardianSignIn: 'src/pages/guardian-sign-in/GuardianSignInPage.tsx',
};
/** The main content routes, and one biography and one blog named by the seeded sitemap. */
const LIGHTHOUSE_ROUTES: Array<{ name: string; href: string }> = [
  paths.characters,
  paths.news,
  paths.comics,
  paths.careers,
  paths.supportUs,
].map((route) => ({ name: route.path, href: route.href() }));

/** The first biography and blog the sitemap lists: pages drawn from the seeded content. */
async function contentRoutes(baseUrl: string) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const first = (pattern: RegExp) => {
    const found = pattern.exec(sitemap)?.[1];
    if (!found) throw new Error(`The sitemap lists nothing like ${pattern}`);
    const url = new URL(found.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  };
  return [
    { name: 'a biography', href: first(/<loc>([^<]*\/characters\/biography[^<]*)<\/loc>/) },
    { name: 'a blog', href: first(/<loc>([^<]*\/news\/[^<]+)<\/loc>/) },
  ];
}

type Manifest = Record<string, BuildManifest[string] & { css?: string[] }>;

const gzipSize = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const brotliSize = (file: string) =>
  brotliCompressSync(readFileSync(path.join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function initialBytes(manifest: Manifest, pageModule: string) {
  if (!manifest[pageModule]) throw new Error(`No chunk for ${pageModule} in the manifest`);
  const chunks = closure(manifest, pageModule, startChunks(manifest));
  const js = new Set([...chunks].map((key) => manifest[key]?.file ?? ''));
  const css = new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []));
  const sum = (files: Set<string>, size = gzipSize) =>
    [...files].reduce((total, file) => total + size(file), 0);
  return { js: sum(js), jsBrotli: sum(js, brotliSize), css: sum(css), files: js.size };
}

function buildApp() {
  const build = spawnSync(process.execPath, ['scripts/build-app-if-needed.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the app failed');
}

function printSizes(manifest: Manifest) {
  console.log(
    `\nInitial download per route (KB; budget ${BUDGET_KB} KB of JS gzip; the server sends brotli)`,
  );
  console.log(
    'route'.padEnd(38),
    'JS gz'.padStart(7),
    'JS br'.padStart(7),
    'CSS gz'.padStart(7),
    'files'.padStart(6),
    ' budget',
  );
  for (const [name, module] of Object.entries(PAGE_MODULES) as [RouteName, string][]) {
    const route = paths[name].path;
    const { js, jsBrotli, css, files } = initialBytes(manifest, module);
    const within = js / 1024 <= BUDGET_KB ? 'ok' : 'OVER';
    console.log(
      route.padEnd(38),
      kb(js).padStart(7),
      kb(jsBrotli).padStart(7),
      kb(css).padStart(7),
      String(files).padStart(6),
      ` ${within}`,
    );
  }
}

type Result = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Of the long tasks' time on the page's main thread, the share the thread was running. */
  ran: number;
};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
};

/**
 * Lighthouse counts a task's time on the clock, whether the page's thread ran or waited (for the
 * browser process, or for a core on a busy machine). The share it ran, over the tasks long enough
 * to count once slowed down, says how much of a TBT figure is this machine rather than the page.
 */
function ranShare(events: TraceEvent[], cpuSlowdown: number): number {
  // The page's main thread is the one its first paint was recorded on.
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return NaN;
  const longestUncounted = 50_000 / cpuSlowdown; // µs: Lighthouse's 50 ms at its CPU slowdown
  const long = events.filter(
    (event) =>
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      (event.dur ?? 0) > longestUncounted,
  );
  let clock = 0;
  let ran = 0;
  for (const event of long) {
    clock += event.dur ?? 0;
    ran += event.tdur ?? 0;
  }
  return clock > 0 ? ran / clock : NaN;
}

async function audit(url: string, port: number): Promise<Result | undefined> {
  const runner = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr, artifacts } = runner;
  // A run Lighthouse could not finish (no paint seen, a page that never settled) counts as none.
  if (lhr.runtimeError) {
    console.log(`  (${url}: ${lhr.runtimeError.code}, run not counted)`);
    return undefined;
  }
  const audits = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    ran: ranShare(artifacts.Trace.traceEvents, lhr.configSettings.throttling.cpuSlowdownMultiplier),
  };
}

/**
 * Lighthouse fails a run now and then on this busy machine (NO_NAVSTART): such a run is made
 * again, twice at most, so a median is of BENCH_RUNS runs.
 */
async function countedRun(url: string, port: number): Promise<Result | undefined> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await audit(url, port);
    if (result) return result;
  }
  return undefined;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The Lighthouse routes of a server: the main content routes and one biography and blog. */
async function routesOf(baseUrl: string) {
  return [...LIGHTHOUSE_ROUTES, ...(await contentRoutes(baseUrl))];
}

function printRow(name: string, results: Result[]) {
  const pick = (key: keyof Result) => median(results.map((result) => result[key]));
  // TBT moves most from run to run on a shared machine: its spread says how far to trust the median.
  const tbts = results.map((result) => result.tbt);
  const spread =
    tbts.length > 1 ? `${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)}` : '';
  console.log(
    name.padEnd(22),
    String(pick('score')).padStart(6),
    (pick('fcp') / 1000).toFixed(2).padStart(7),
    (pick('lcp') / 1000).toFixed(2).padStart(7),
    pick('tbt').toFixed(0).padStart(7),
    spread.padStart(10),
    pick('cls').toFixed(3).padStart(7),
    `${(pick('ran') * 100).toFixed(0)}%`.padStart(6),
  );
}

/** Each route on each server (this build first), runs alternating between them. */
async function printLighthouse(servers: Array<{ name: string; url: string }>) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    console.log(`\nLighthouse 13, mobile preset (simulated slow 4G, 4x CPU), median of ${RUNS}`);
    console.log(
      'route'.padEnd(22),
      'score'.padStart(6),
      'FCP s'.padStart(7),
      'LCP s'.padStart(7),
      'TBT ms'.padStart(7),
      'TBT runs'.padStart(10),
      'CLS'.padStart(7),
      'ran'.padStart(6),
    );
    console.log(
      "(ran: of the long tasks' time on the page's main thread, the share it ran rather than waited)",
    );
    const routes = await Promise.all(servers.map((server) => routesOf(server.url)));
    for (const [index, route] of (routes[0] ?? []).entries()) {
      const results = servers.map(() => [] as Result[]);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [at, server] of servers.entries()) {
          const href = routes[at]?.[index]?.href ?? route.href;
          const result = await countedRun(`${server.url}${href}`, chrome.port);
          if (result) results[at]?.push(result);
        }
      }
      for (const [at, server] of servers.entries()) {
        printRow(
          servers.length > 1 ? `${route.name} (${server.name})` : route.name,
          results[at] ?? [],
        );
      }
    }
  } finally {
    chrome.kill();
  }
}

buildApp();
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;
printSizes(manifest);
if (RUNS > 0) {
  const before = process.env.BENCH_BEFORE_ROOT;
  const servers = [{ name: 'now', server: await startServer() }];
  try {
    if (before) {
      const server = await startServer(path.join(before, 'app', 'dist'), {}, before);
      servers.push({ name: 'before', server });
    }
    await printLighthouse(servers.map(({ name, server }) => ({ name, url: server.url })));
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
  }
}
