// Offline and installable (issue 12, item 6) against the real server and its production build:
// Chromium's own installability check, the shell at start_url with no network, and a signed-in
// reader saving a chapter, opening it from the offline screen, turning pages, and the place
// reached arriving on the server when the network returns.
import type { Chapter, Comic, ProgressList } from '@ic/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium.ts';
import { signUpViaApi } from './accounts';
import { expect, test } from './fixtures';

/** The first pages are drawn on their first request: a seeded chapter renders lazily. */
const FIRST_RENDER = { timeout: 30_000 };

type Found = { comic: Comic; chapter: Chapter };

async function freeChapter(request: APIRequestContext): Promise<Found> {
  const comics = ((await (await request.get('/comic')).json()) as { data: Comic[] }).data;
  for (const comic of comics) {
    const response = await request.get(`/comicChap/${comic._id}/chapters`);
    const chapter = ((await response.json()) as { data: Chapter[] }).data[0];
    if (chapter?.readable && chapter.pageCount >= 3) return { comic, chapter };
  }
  throw new Error('No free chapter of three pages or more in the seeded catalogue');
}

/** The service worker registers after load and claims the page at once. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** A page image that the browser has actually decoded (not a broken picture). */
async function expectPageShown(page: Page, found: Found, n: number) {
  const image = page.getByRole('img', { name: `${found.chapter.title}, page ${n}`, exact: true });
  await expect(image).toBeVisible(FIRST_RENDER);
  await expect
    .poll(
      () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      FIRST_RENDER,
    )
    .toBeGreaterThan(0);
}

test('installable: manifest, icons and worker meet Chromium’s criteria', async ({ baseURL }) => {
  // Chromium offers no install in an incognito profile, which every test context is: this
  // check gets a profile of its own on disk.
  const profile = await mkdtemp(path.join(tmpdir(), 'ic-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/about');
    await controlledByServiceWorker(page);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'IC Universe',
      short_name: 'IC Universe',
      start_url: '/',
      display: 'standalone',
      theme_color: '#c81e3a',
      background_color: '#1d1a2e',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
    // What Lighthouse's installable audit asked of Chromium, asked directly (Lighthouse 12+
    // dropped its PWA audits): a manifest with icons and start_url, a worker controlling the page.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('start_url opens with no network: the shell from the worker, then the offline screen', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  // Chromium 150's offline emulation reaches documents already open (navigator.onLine, the
  // offline event) but not one opened while offline, which still reads navigator.onLine as true.
  // A browser with no network starts that document offline, as this says for it.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('a chapter saved for offline opens from the offline screen, turns pages, and its place syncs back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const found = await freeChapter(request);
  const account = await signUpViaApi(page);
  await page.goto(`/comicChap/${found.comic._id}/chapters/pdfView?chapter=${found.chapter._id}`);
  await expectPageShown(page, found, 1);
  await controlledByServiceWorker(page);

  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('button', { name: /^Saved for offline/ })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 60_000 },
  );
  // Kept in this reader's own cache: each page at one width, and its thumbnail.
  const kept = await page.evaluate(async (user) => {
    const cache = await caches.open(`ic-offline-${encodeURIComponent(user)}`);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, account.username);
  expect(kept).toHaveLength(found.chapter.pageCount * 2);
  expect(kept.every((path) => path.startsWith(`/media/pages/${found.chapter._id}/`))).toBe(true);

  await page.getByRole('link', { name: 'Back to chapters' }).click();
  await context.setOffline(true);
  const library = page.getByRole('region', { name: 'Saved for offline' });
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await library.getByRole('link', { name: new RegExp(found.chapter.title) }).click();

  await expectPageShown(page, found, 1);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 3 of ${found.chapter.pageCount}`)).toBeVisible();
  await expectPageShown(page, found, 3);
  // With no network the place waits in this browser.
  await expect
    .poll(
      () =>
        page.evaluate(
          (id) => JSON.parse(localStorage.getItem('reader:pendingProgress') ?? '{}')[id]?.page,
          found.chapter._id,
        ),
      { timeout: 15_000 },
    )
    .toBe(3);

  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/progress?comicId=${found.comic._id}`);
        const { data } = (await response.json()) as { data: ProgressList };
        return data.entries.find((entry) => entry.chapterId === found.chapter._id)?.page;
      },
      { timeout: 15_000 },
    )
    .toBe(3);

  // Everything the worker kept for everyone is public: no session answer, no page image.
  const shared = await page.evaluate(async () => {
    const cache = await caches.open('ic-public');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  const personal = shared.filter((path) => /^\/(api|media\/pages)\//.test(path));
  expect(personal).toEqual([]);
});
