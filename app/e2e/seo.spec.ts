// What a link-preview crawler or a search engine gets without running any script: each page's
// own head in the first HTML, a preview picture, the sitemap and a real 404.
import type { APIRequestContext } from '@playwright/test';
import { paths } from '../src/paths';
import { expect, test } from './fixtures';

/** The HTML a crawler fetches (it asks for a document; it runs no script). */
async function document(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${property}" content="([^"]*)">`).exec(html)?.[1];
}

async function firstOf(request: APIRequestContext, path: string) {
  const body = (await (await request.get(path)).json()) as {
    data: { _id: string; originalName?: string; title?: string }[];
  };
  const item = body.data[0];
  if (!item) throw new Error(`No item at ${path}`);
  return item;
}

test("a shared biography shows the character's name and portrait", async ({ request }) => {
  const character = await firstOf(request, '/character/getAll?page=1&limit=1');
  const { status, html } = await document(request, paths.biography.href(character._id));
  expect(status).toBe(200);
  expect(meta(html, 'og:title')).toBe(`${character.originalName} | IC Universe`);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  const image = meta(html, 'og:image');
  expect(image).toMatch(new RegExp(`/og/character/${character._id}\\.png$`));
  const picture = await request.get(new URL(image ?? '').pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/);
});

test('a shared blog is an Article with its own title and picture', async ({ request }) => {
  const blog = await firstOf(request, '/blog/getallblog');
  const { status, html } = await document(request, paths.newsArticle.href(blog._id));
  expect(status).toBe(200);
  expect(meta(html, 'og:type')).toBe('article');
  expect(html).toContain('"@type":"Article"');
  const picture = await request.get(new URL(meta(html, 'og:image') ?? '').pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
});

test('the tab icon is a PNG the server answers', async ({ request }) => {
  const { html } = await document(request, paths.home.href());
  // A PNG, not an SVG: the browser would draw an SVG icon as a document on the page's main thread.
  const href = /<link rel="icon" href="([^"]+)" sizes="48x48" type="image\/png"/.exec(html)?.[1];
  expect(href).toMatch(/\.png$/);
  const icon = await request.get(href ?? '');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
});

test('sitemap.xml lists a seeded character and blog', async ({ request }) => {
  const [character, blog] = await Promise.all([
    firstOf(request, '/character/getAll?page=1&limit=1'),
    firstOf(request, '/blog/getallblog'),
  ]);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`${paths.biography.href(character._id)}</loc>`);
  expect(xml).toContain(`${paths.newsArticle.href(blog._id)}</loc>`);
  expect((await request.get('/robots.txt')).status()).toBe(200);
});

test('an unknown address answers 404, and the app shows its not-found page', async ({
  request,
  page,
}) => {
  expect((await document(request, '/no-such-page')).status).toBe(404);
  expect((await document(request, paths.news.href() + '/ffffffffffffffffffffffff')).status).toBe(
    404,
  );
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
});
