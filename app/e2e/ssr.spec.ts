// Pages drawn on the server (issue 15): the HTML a visitor without scripts (or a crawler) gets
// holds each public page's heading and content, and the browser then takes the page over
// without a hydration warning or any console error.
import { addressInLanguage } from '@ic/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../src/paths';
import { expect, test } from './fixtures';
import { routesWithIds, SIGNED_IN_ROUTES, staticRoutes } from './routeList';

/** The root element's markup in the HTML a script-less client fetches. */
async function drawnRoot(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="served-data">');
  expect(start, `${url} was drawn`).toBeGreaterThan(0);
  expect(end, `${url} carries its data`).toBeGreaterThan(start);
  return html.slice(start, end);
}

async function firstOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(path)).json()) as { data: T[] };
  const item = body.data[0];
  if (!item) throw new Error(`No item at ${path}`);
  return item;
}

/** Errors and hydration warnings a page logs while it loads and settles. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Pages about one person (a guardian's dashboard and consent link, which the browser draws) or
 * that need an id (a biography without one is a 404; the ones with ids come from routesWithIds),
 * beside the signed-in ones.
 */
const NOT_PUBLIC = new Set([
  ...SIGNED_IN_ROUTES,
  'guardian',
  'guardianConsent',
  'biography',
  'careersApply',
] as const);

/** Every public page: the routes without parameters and those with, at real ids. */
async function publicAddresses(request: APIRequestContext): Promise<string[]> {
  const withIds = await routesWithIds(request);
  return [
    ...staticRoutes(NOT_PUBLIC)
      .map((name) => paths[name].path)
      .filter((path) => !path.includes(':')),
    ...withIds,
  ];
}

test('every public page comes drawn, with a main heading', async ({ request }) => {
  for (const url of await publicAddresses(request)) {
    expect(await drawnRoot(request, url), url).toMatch(/<h1[^>]*>[^<]*[A-Za-z]/);
  }
});

test("a biography, a blog, the jobs and a comic's chapters are in the first HTML", async ({
  request,
}) => {
  const character = await firstOf<{ _id: string; originalName: string }>(
    request,
    '/character/getAll?page=1&limit=1',
  );
  const biography = await drawnRoot(request, paths.biography.href(character._id));
  expect(biography).toMatch(new RegExp(`<h1[^>]*>${character.originalName}</h1>`));

  const { _id: blogId } = await firstOf<{ _id: string }>(request, '/blog/getallblog');
  const blog = (
    (await (await request.get(`/blog/getById/${blogId}`)).json()) as {
      data: { title: string; news: { story: string }[] };
    }
  ).data;
  const article = await drawnRoot(request, paths.newsArticle.href(blogId));
  expect(article).toContain(blog.title);
  expect(article).toContain((blog.news[0]?.story ?? '').slice(0, 40));

  const job = await firstOf<{ jobtitle: string }>(request, '/career/getall');
  expect(await drawnRoot(request, paths.careers.href())).toContain(job.jobtitle);

  const comic = await firstOf<{ _id: string }>(request, '/comic');
  const chapter = await firstOf<{ title: string }>(request, `/comicChap/${comic._id}/chapters`);
  expect(await drawnRoot(request, paths.chapters.href(comic._id))).toContain(chapter.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** The skeletons the spec shows while a script waits are drawn, but hidden: the content shows. */
  async function expectNoSkeletons(page: Page) {
    const skeletons = page.locator('[data-skeleton]');
    expect(await skeletons.count()).toBeGreaterThan(0);
    for (const skeleton of await skeletons.all()) await expect(skeleton).toBeHidden();
  }

  test('home shows the site (no endless splash), news its articles and careers its jobs', async ({
    page,
    request,
  }) => {
    await page.goto(paths.home.href());
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoSkeletons(page);
    await page.goto(paths.news.href());
    await expect(page.getByRole('heading', { name: 'Latest Update' })).toBeVisible();
    await expectNoSkeletons(page);
    const job = await firstOf<{ jobtitle: string }>(request, '/career/getall');
    await page.goto(paths.careers.href());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: job.jobtitle })).toBeVisible();
    await expectNoSkeletons(page);
  });
});

test('each public page hydrates with no console error or hydration warning', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  for (const url of await publicAddresses(request)) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(problems, url).toEqual([]);
  }
});

test('a ?lang=hi page comes drawn in Hindi and hydrates with no warning', async ({
  page,
  request,
}) => {
  const character = await firstOf<{ _id: string }>(request, '/character/getAll?page=1&limit=1');
  const list = '/characters?lang=hi';
  expect(await drawnRoot(request, list)).toMatch(/<h1[^>]*>किरदार<\/h1>/);
  const problems = watchConsole(page);
  for (const url of [list, addressInLanguage(paths.biography.href(character._id), 'hi')]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeVisible();
    expect(problems, url).toEqual([]);
  }
});

test("a button pressed before the page's script has run is pressed once the page is live", async ({
  page,
}) => {
  const problems = watchConsole(page);
  // The app's entry waits until the drawn page's button has been pressed.
  let release = () => {};
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await pressed;
    await route.continue();
  });
  await page.goto(paths.supportUs.href(), { waitUntil: 'commit' });
  const group = page.getByRole('region', { name: /National Development/ });
  const toggle = group.getByRole('button', { name: 'VIEW BREAKDOWN' });
  await toggle.click();
  await expect(group.getByText('Youth & Sports')).toBeHidden();
  release();
  await expect(group.getByText('Youth & Sports')).toBeVisible();
  await expect(group.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  // Once: the press was not made twice (which would have closed the group again).
  await page.waitForLoadState('networkidle');
  await expect(group.getByText('Youth & Sports')).toBeVisible();
  expect(problems).toEqual([]);
});

test("a drawn page asks for the app's code once it has painted, and for ₹ no latin-ext font", async ({
  page,
}) => {
  // The first screen's fonts and pictures have the network to themselves until the page shows.
  await page.goto(paths.supportUs.href());
  await expect(page.locator('html[data-live]')).toBeAttached();
  const { painted, scripts, fonts } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: resources
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      fonts: resources
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.name.split('/').pop() ?? ''),
    };
  });
  expect(painted).toBeDefined();
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(painted ?? Infinity);
  // The page's prices take the rupee sign from its own small faces (packages/ui/src/theme/rupee).
  expect(fonts.filter((font) => font.includes('latin-ext'))).toEqual([]);
  expect(fonts).toContainEqual(expect.stringMatching(/^(nunito|bangers)-\d{3}-[\w-]+\.woff2$/));
});

test("a blog's art comes as AVIF at the width a phone shows it, never as SVG to parse", async ({
  page,
  request,
}) => {
  // Chromium parses an SVG picture as a document on the main thread; a raster decodes off it.
  const { _id: blogId } = await firstOf<{ _id: string }>(request, '/blog/getallblog');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.newsArticle.href(blogId));
  const cover = page.locator('article picture img').first();
  await expect(cover).toHaveJSProperty('complete', true);
  // 352 CSS pixels across, at one device pixel a pixel: the 480 px picture is enough.
  expect(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    new RegExp(`/media/art/blogs/${blogId}/0-480\\.avif$`),
  );
  // Decoded: a picture that failed would show the placeholder panel instead.
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const pictures = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(pictures.filter((name) => /\/media\/art\/blogs\/.*\.svg$/.test(name))).toEqual([]);
});

/**
 * Counts every Intl formatter a page makes, however it is made (`new`, a call, a toLocale…
 * method): a page's first one loads ICU's data, ~160 ms on a phone.
 */
async function countIntl(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    type Callable = (...args: unknown[]) => unknown;
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    const intl = Intl as unknown as Record<string, Callable>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat']) {
      intl[name] = new Proxy(intl[name] as Callable, {
        construct: (target, args) => {
          made.push(name);
          return Reflect.construct(target, args) as object;
        },
        apply: (target, self, args) => {
          made.push(name);
          return Reflect.apply(target, self, args);
        },
      });
    }
    const methods: [object, string[]][] = [
      [Number.prototype, ['toLocaleString']],
      [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
    ];
    for (const [prototype, names] of methods) {
      const owner = prototype as Record<string, Callable>;
      for (const name of names) {
        const original = owner[name] as Callable;
        owner[name] = function (this: unknown, ...args: unknown[]) {
          made.push(name);
          return original.apply(this, args);
        };
      }
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
}

test('English pages write their numbers and dates without Intl, so its data never loads', async ({
  page,
  request,
}) => {
  // Seven pages, each loaded whole (a cold server draws their pictures first).
  test.slow();
  // The biography's month names once made twelve formatters as its module loaded.
  const intlMade = await countIntl(page);
  const { _id: blogId } = await firstOf<{ _id: string }>(request, '/blog/getallblog');
  const { _id: characterId } = await firstOf<{ _id: string }>(request, '/character/getAll?limit=1');
  for (const address of [
    paths.characters.href(),
    paths.news.href(),
    paths.comics.href(),
    paths.careers.href(),
    paths.supportUs.href(),
    paths.biography.href(characterId),
    paths.newsArticle.href(blogId),
  ]) {
    await page.goto(address);
    await expect(page.locator('html[data-live]')).toBeAttached();
    expect(await intlMade(), address).toEqual([]);
  }
});

test("home's event day is written without Intl too", async ({ page }) => {
  const intlMade = await countIntl(page);
  await page.goto(paths.home.href());
  // The banner shows once the spec's splash and 2.4 s skeletons are over.
  await expect(page.getByText('12 October 2025', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await intlMade()).toEqual([]);
});

test('a drawn page keeps its global styles once React has taken it over', async ({ page }) => {
  // The tokens and base styles come with the server's CSS; hydration does not mount them again.
  // The stylesheet comes inline, and the app's chunks do not fetch and apply it a second time
  // (its @font-face rules again, a whole new layout).
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto(paths.careers.href());
  const token = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ic-color-ink').trim(),
    );
  expect(await token()).not.toBe('');
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  // A client-side navigation draws a new page with the same global styles.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs & News' })).toBeVisible();
  expect(await token()).not.toBe('');
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  expect(stylesheets).toEqual([]);
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(
    await page.locator('style').count(),
  );
});

test("a drawn page's styles stay where the server put them; hydration inserts none again", async ({
  page,
}) => {
  // Moving them into a sheet of styled-components' own would restyle every element at once. And
  // each component has the same class name in the browser as on the server (ids by file, not by
  // order of definition, app/build/styledComponentIds.ts): a name of its own would insert rules.
  await page.goto(paths.about.href());
  await expect(page.locator('html[data-live]')).toBeAttached();
  const { served, inserted, rules } = await page.evaluate(() => {
    const tag = document.querySelector('style[data-served-styles]');
    const names = [...(tag?.textContent ?? '').matchAll(/content:"([^"]*)"/g)].flatMap(([, list]) =>
      list!.split(',').filter(Boolean),
    );
    const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].flatMap(
      (own) => [...(own.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    );
    return {
      served: names.length,
      inserted: names.filter((name) => rules.some((rule) => rule.includes(`.${name}`))),
      rules,
    };
  });
  expect(served).toBeGreaterThan(0);
  expect(inserted).toEqual([]);
  expect(rules).toEqual([]);
});
