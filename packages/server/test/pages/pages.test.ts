import fs from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appShellDir, buildTestApp, TEST_PUBLIC_URL } from '../helpers.ts';

// Each page's head as the server writes it into the built index.html, on the seeded world.

let app: FastifyInstance;
let appDir: string;

const TEMPLATE = [
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />',
  '<meta name="description" content="The template\'s own." />',
  '<title>IC Universe</title></head><body><div id="root"></div></body></html>',
].join('');

beforeAll(async () => {
  appDir = await appShellDir('ic-pages-', TEMPLATE);
  app = await buildTestApp({ seed: true, config: { appDir } });
}, 120_000);
afterAll(async () => {
  await app.close();
  await fs.rm(appDir, { recursive: true, force: true });
});

const open = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'sec-fetch-dest': 'document', ...headers } });

/** The head's one tag of this kind, as the attribute holding its value. */
function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return tag?.[1];
}

function structuredData(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  return scripts.map(([, json]) => JSON.parse(json ?? '') as Record<string, unknown>);
}

const typesOf = (html: string) => structuredData(html).map((item) => item['@type']);

async function first(table: 'characters' | 'comics' | 'blogs' | 'jobs') {
  const row = await app.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

describe('each page has its own head', () => {
  it('home: the site title once, the site card, the Organization, lang kept', async () => {
    const res = await open('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>IC Universe</title>');
    expect(html).not.toContain("The template's own.");
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/">`);
    expect(metaOf(html, 'og:image')).toBe(`${TEST_PUBLIC_URL}/og/site.png`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'robots')).toBeUndefined();
    expect(typesOf(html)).toEqual(['Organization']);
    expect(html).toContain('<div id="root"></div>');
  });

  it('names the page in each language (hreflang); ?lang=hi makes the document Hindi', async () => {
    const english = (await open('/characters')).body;
    expect(english).toContain('<html lang="en-IN">');
    const alternates = [
      `<link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}/characters?lang=en">`,
      `<link rel="alternate" hreflang="hi" href="${TEST_PUBLIC_URL}/characters?lang=hi">`,
      `<link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}/characters">`,
    ];
    for (const link of alternates) expect(english).toContain(link);
    expect(metaOf(english, 'og:locale')).toBe('en_IN');

    const hindi = (await open('/characters?lang=hi')).body;
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/characters?lang=hi">`);
    expect(metaOf(hindi, 'og:locale')).toBe('hi_IN');
    for (const link of alternates) expect(hindi).toContain(link);
  });

  it("?lang=hi writes the head in Hindi: the app's title, Hindi words, content as stored", async () => {
    const hindi = (await open('/support-us?lang=hi')).body;
    expect(hindi).toContain('<title>हमारा साथ दें | IC Universe</title>');
    expect(metaOf(hindi, 'og:title')).toBe('हमारा साथ दें | IC Universe');
    expect(metaOf(hindi, 'twitter:title')).toBe('हमारा साथ दें | IC Universe');
    expect(metaOf(hindi, 'description')).toBe('दान देकर IC Universe और उसके फ़ाउंडेशन का साथ दीजिए।');
    expect(metaOf(hindi, 'og:site_name')).toBe('IC Universe');
    // The same address in English, and without a language, keep the English head.
    for (const url of ['/support-us', '/support-us?lang=en']) {
      const english = (await open(url)).body;
      expect(english, url).toContain('<title>Support Us | IC Universe</title>');
      expect(metaOf(english, 'description'), url).toBe(
        'Support IC Universe and its foundation with a donation.',
      );
    }
    // A route with no description of its own says what the site is, in Hindi.
    expect(metaOf((await open('/login?lang=hi')).body, 'description')).toBe(
      'IC Universe: भारतीय सुपरहीरो, कॉमिक्स, एनिमेशन और गेम्स।',
    );
    expect((await open('/?lang=hi')).body).toContain('<title>IC Universe</title>');

    const id = await first('characters');
    const { original_name: name } = await app.db
      .selectFrom('characters')
      .select(['original_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const biography = (await open(`/characters/biography?id=${id}&lang=hi`)).body;
    expect(biography).toContain(`<title>${name} | IC Universe</title>`);
    expect(metaOf(biography, 'og:image:alt')).toBe(`${name}, IC Universe का एक किरदार`);
    const crumbs = structuredData(biography).find((item) => item['@type'] === 'BreadcrumbList');
    expect((crumbs?.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      'होम',
      'किरदार',
      name,
    ]);

    const comicId = await first('comics');
    const { title: comic } = await app.db
      .selectFrom('comics')
      .select(['title'])
      .where('id', '=', comicId)
      .executeTakeFirstOrThrow();
    const list = (await open(`/comicChap/${comicId}/chapters?lang=hi`)).body;
    expect(list).toContain(`<title>${comic}: अध्याय | IC Universe</title>`);
    expect(metaOf(list, 'description')).toBe(`IC Universe की कॉमिक ${comic} को अध्याय दर अध्याय पढ़ें।`);
  });

  it("a biography: the character's name, description, portrait and breadcrumbs", async () => {
    const id = await first('characters');
    const character = await app.db
      .selectFrom('characters')
      .select(['original_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await open(`/characters/biography?id=${id}`);
    expect(res.statusCode).toBe(200);
    const name = character.original_name;
    expect(res.body).toContain(`<title>${name} | IC Universe</title>`);
    expect(metaOf(res.body, 'og:title')).toBe(`${name} | IC Universe`);
    expect(metaOf(res.body, 'og:type')).toBe('profile');
    expect(metaOf(res.body, 'og:image')).toBe(`${TEST_PUBLIC_URL}/og/character/${id}.png`);
    expect(metaOf(res.body, 'description')?.length).toBeGreaterThan(10);
    expect(res.body).toContain(
      `<link rel="canonical" href="${TEST_PUBLIC_URL}/characters/biography?id=${id}">`,
    );
    const crumbs = structuredData(res.body).find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${TEST_PUBLIC_URL}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Characters',
        item: `${TEST_PUBLIC_URL}/characters`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name,
        item: `${TEST_PUBLIC_URL}/characters/biography?id=${id}`,
      },
    ]);
  });

  it('a blog is an Article with its picture', async () => {
    const id = await first('blogs');
    const res = await open(`/news/${id}`);
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, 'og:type')).toBe('article');
    expect(metaOf(res.body, 'og:image')).toBe(`${TEST_PUBLIC_URL}/og/blog/${id}.png`);
    const item = structuredData(res.body).find((data) => data['@type'] === 'Article');
    expect(item?.mainEntityOfPage).toBe(`${TEST_PUBLIC_URL}/news/${id}`);
    expect(typeof item?.headline).toBe('string');
  });

  it('a comic and its chapter list are a ComicSeries; a chapter in the reader a ComicIssue', async () => {
    const comicId = await first('comics');
    const comic = await open(`/comics/${comicId}`);
    expect(typesOf(comic.body)).toEqual(['Organization', 'BreadcrumbList', 'ComicSeries']);
    expect(metaOf(comic.body, 'og:image')).toBe(`${TEST_PUBLIC_URL}/og/comic/${comicId}.png`);
    const list = await open(`/comicChap/${comicId}/chapters`);
    expect(typesOf(list.body)).toContain('ComicSeries');
    const chapter = await app.db
      .selectFrom('chapters')
      .select(['id', 'number'])
      .where('comic_id', '=', comicId)
      .orderBy('number')
      .executeTakeFirstOrThrow();
    const reader = await open(`/comicChap/${comicId}/chapters/pdfView?chapter=${chapter.id}`);
    expect(reader.statusCode).toBe(200);
    const issue = structuredData(reader.body).find((data) => data['@type'] === 'ComicIssue');
    expect(issue?.issueNumber).toBe(chapter.number);
    expect(metaOf(reader.body, 'robots')).toBe('noindex, nofollow');
  });

  it('careers lists each open job as a JobPosting; a job to apply for is one', async () => {
    const jobs = await app.db.selectFrom('jobs').select(['id', 'jobtitle']).execute();
    expect(jobs.length).toBeGreaterThan(0);
    const careers = await open('/careers');
    const postings = structuredData(careers.body).filter((data) => data['@type'] === 'JobPosting');
    expect(postings.map((posting) => posting.title).sort()).toEqual(
      jobs.map((job) => job.jobtitle).sort(),
    );
    const [job] = jobs;
    const apply = await open(`/careers/apply?id=${job?.id}`);
    expect(typesOf(apply.body)).toContain('JobPosting');
  });

  it('keeps account, checkout and sign-in pages out of search results', async () => {
    for (const url of ['/dashboard', '/my-account', '/cart', '/login', '/guardian']) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(200);
      expect(metaOf(res.body, 'robots'), url).toBe('noindex, nofollow');
    }
    expect(metaOf((await open('/characters')).body, 'robots')).toBeUndefined();
  });

  it("serves the studio's screens as pages, titled Studio and never indexed", async () => {
    for (const url of ['/studio', '/studio/staff', '/Studio/members/abc']) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Studio | IC Universe</title>');
      expect(metaOf(res.body, 'robots'), url).toBe('noindex, nofollow');
    }
    expect((await open('/studio/nothing-here')).statusCode).toBe(404);
  });

  it("writes the studio's head in Hindi for ?lang=hi, still never indexed", async () => {
    const res = await open('/studio/staff?lang=hi');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN">');
    expect(res.body).toContain('<title>स्टूडियो | IC Universe</title>');
    expect(metaOf(res.body, 'description')).toBe('IC Universe का स्टूडियो, स्टाफ़ के लिए।');
    expect(metaOf(res.body, 'robots')).toBe('noindex, nofollow');
    expect((await open('/studio/staff')).body).toContain('<title>Studio | IC Universe</title>');
  });

  it('escapes a hostile title everywhere it is written', async () => {
    const id = await first('blogs');
    const hostile = '</title><script>alert("x")</script> & \'quoted\' </script><!--';
    await app.db.updateTable('blogs').set({ title: hostile }).where('id', '=', id).execute();
    app.contentVersions.expire();
    const res = await open(`/news/${id}`);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<!--');
    expect(res.body).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; &lt;/script&gt;&lt;!-- | IC Universe</title>',
    );
    const item = structuredData(res.body).find((data) => data['@type'] === 'Article');
    expect(item?.headline).toBe(hostile);
  });
});

describe('sending a page', () => {
  it('sends the form the browser accepts, made once, and 304 to a browser holding it', async () => {
    const brotli = await open('/characters', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(
      '<title>Characters | IC Universe</title>',
    );
    const etag = String(brotli.headers.etag);
    const held = await open('/characters', {
      'accept-encoding': 'gzip, br',
      'if-none-match': etag,
    });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
  });

  it("compresses the reader's personal page too", async () => {
    const comicId = await first('comics');
    const res = await open(`/comicChap/${comicId}/chapters/pdfView`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root"></div>');
  });
});

describe('pages that do not exist', () => {
  it('answer 404 with the app, whose not-found page shows', async () => {
    const unknownId = 'f'.repeat(24);
    for (const url of [
      '/no-such-page',
      '/characters/biography?id=' + unknownId,
      '/characters/biography',
      '/characters/biography?id=not-an-id',
      `/comics/${unknownId}`,
      `/comicChap/${unknownId}/chapters`,
      `/news/${unknownId}`,
      `/careers/apply?id=${unknownId}`,
    ]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<title>Page Not Found! | IC Universe</title>');
      expect(metaOf(res.body, 'robots'), url).toBe('noindex, nofollow');
    }
  });

  it('answer 404 in Hindi for ?lang=hi: the head says so in Hindi, the document is Hindi', async () => {
    const unknownId = 'f'.repeat(24);
    for (const url of ['/no-such-page?lang=hi', `/news/${unknownId}?lang=hi`]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<html lang="hi-IN">');
      expect(res.body, url).toContain('<title>पेज नहीं मिला! | IC Universe</title>');
      expect(metaOf(res.body, 'description'), url).toBe('IC Universe पर यह पेज मौजूद नहीं है।');
      expect(metaOf(res.body, 'og:locale'), url).toBe('hi_IN');
      expect(metaOf(res.body, 'robots'), url).toBe('noindex, nofollow');
    }
    // English stays as it was, with or without ?lang=en.
    for (const url of ['/no-such-page', '/no-such-page?lang=en']) {
      const res = await open(url);
      expect(res.body, url).toContain('<html lang="en-IN">');
      expect(res.body, url).toContain('<title>Page Not Found! | IC Universe</title>');
    }
  });

  it('keeps a known route 200 whatever its case or trailing slash', async () => {
    for (const url of ['/Characters', '/careers/', '/Feedback', '/ABOUTus']) {
      expect((await open(url)).statusCode, url).toBe(200);
    }
  });
});

describe('for crawlers', () => {
  it('robots.txt keeps them out of accounts, checkout, the studio and the API', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const line of [
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /my-account',
      'Disallow: /cart',
      'Disallow: /studio',
      `Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`,
    ]) {
      expect(res.body).toContain(line);
    }
  });

  it('sitemap.xml lists the public pages, every character, comic and blog', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    const characters = await app.db.selectFrom('characters').select('id').execute();
    expect(characters.length).toBeGreaterThan(2000);
    expect(locs).toContain(
      `${TEST_PUBLIC_URL}/characters/biography?id=${await first('characters')}`,
    );
    expect(locs).toContain(`${TEST_PUBLIC_URL}/news/${await first('blogs')}`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/comics/${await first('comics')}`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/careers`);
    expect(locs).not.toContain(`${TEST_PUBLIC_URL}/dashboard`);
    expect(locs.filter((loc) => loc?.includes('/characters/biography?id='))).toHaveLength(
      characters.length,
    );
  });
});

describe('link-preview pictures', () => {
  it('are 1200×630 PNGs of the art, cached a day, for each kind', async () => {
    for (const url of [
      '/og/site.png',
      `/og/character/${await first('characters')}.png`,
      `/og/comic/${await first('comics')}.png`,
      `/og/blog/${await first('blogs')}.png`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
      expect(res.headers['cache-control'], url).toContain('max-age=86400');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect({ width, height, format }, url).toEqual({ width: 1200, height: 630, format: 'png' });
    }
  }, 60_000);

  it('are 404 for an unknown id or kind', async () => {
    for (const url of [
      `/og/character/${'f'.repeat(24)}.png`,
      '/og/character/nope.png',
      `/og/villain/${await first('characters')}.png`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe("the reader's first page", () => {
  async function chapterOf(access: 'free' | 'members') {
    return app.db
      .selectFrom('chapters')
      .select(['id', 'comic_id'])
      .where('access', '=', access)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }
  const readerUrl = (c: { id: string; comic_id: string }) =>
    `/comicChap/${c.comic_id}/chapters/pdfView?chapter=${c.id}`;

  it('is preloaded, with its pages JSON, for a visitor who may read it; never shared', async () => {
    const free = await chapterOf('free');
    const pagesJson = `/comicChap/${free.comic_id}/chapters/${free.id}/pages`;
    // The reader's own request measures the chapter's pages once.
    const measured = await app.inject({ method: 'GET', url: pagesJson });
    expect(measured.statusCode).toBe(200);
    const res = await open(readerUrl(free));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${pagesJson}">`,
    );
    const image = /<link rel="preload" as="image"[^>]*>/.exec(res.body)?.[0] ?? '';
    expect(image).toContain(
      `imagesrcset="/media/pages/${free.id}/1-480.avif 480w, /media/pages/${free.id}/1-960.avif 960w"`,
    );
    expect(image).toContain('fetchpriority="high"');
    expect(image).toContain('imagesizes="100vw"');
    const second = await open(`${readerUrl(free)}&page=2`);
    expect(second.body).toContain(`/media/pages/${free.id}/2-480.avif 480w`);
  }, 60_000);

  it('is not preloaded for a signed-out visitor on a members-only chapter', async () => {
    const locked = await chapterOf('members');
    const res = await open(readerUrl(locked));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).not.toContain('rel="preload" as="fetch"');
    expect(res.body).not.toContain('rel="preload" as="image"');
  });
});
