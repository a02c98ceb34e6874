import type { Blog } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_NOT_FOUND, CAROUSEL_BLOGS } from '../../../src/routes/blogs/index.ts';
import { INVALID_ID } from '../../../src/routes/content/schemas.ts';
import { buildTestApp } from '../../helpers.ts';

let app: FastifyInstance;
let all: Blog[];

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
  all = (await app.inject('/blog/getallblog')).json().data;
});
afterAll(() => app.close());

const newestFirst = (blogs: Blog[]) => {
  const dates = blogs.map((b) => b.createdAt);
  expect(dates).toEqual([...dates].sort().reverse());
};

describe('GET /blog/getallblog', () => {
  it('answers at least 12 blogs across the three categories, newest first, with stories and images', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((b) => b.category))).toEqual(new Set(['general', 'foundation', 'ic']));
    newestFirst(all);
    for (const blog of all) {
      expect(blog.news.length, blog.title).toBeGreaterThanOrEqual(2);
      expect(blog.coverImageUrl).toMatch(/^\/media\/art\/blogs\/[0-9a-f]{24}\/0\.svg$/);
      blog.news.forEach((entry, i) => {
        expect(entry.imageUrl).toBe(`/media/art/blogs/${blog._id}/${i + 1}.svg`);
        expect(entry.story.length).toBeGreaterThan(40);
      });
      expect(blog.authorName.length).toBeGreaterThan(0);
      expect(blog.subject.length).toBeGreaterThan(0);
    }
  });

  it('adds 20+ articles in sections under headings, each naming what it discusses', async () => {
    expect(all.length).toBeGreaterThanOrEqual(20);
    const comics = new Set(
      ((await app.inject('/comic')).json().data as { _id: string }[]).map((c) => c._id),
    );
    for (const blog of all) {
      expect(
        blog.news.some((entry) => entry.heading),
        blog.title,
      ).toBe(true);
      if (blog.comicId) expect(comics.has(blog.comicId), blog.title).toBe(true);
      if (blog.characterId) {
        const res = await app.inject(`/character/get/${blog.characterId}`);
        expect(res.statusCode, blog.title).toBe(200);
      }
    }
    expect(all.filter((b) => b.comicId).length).toBeGreaterThan(3);
    expect(all.filter((b) => b.characterId).length).toBeGreaterThan(3);
  });

  it('pages with meta when page or limit is given', async () => {
    const res = await app.inject('/blog/getallblog?page=2&limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual(all.slice(5, 10));
    expect(body.meta).toEqual({
      total: all.length,
      page: 2,
      limit: 5,
      pages: Math.ceil(all.length / 5),
    });
    const defaults = (await app.inject('/blog/getallblog?page=1')).json();
    expect(defaults.data).toEqual(all.slice(0, 5));
    expect(defaults.meta.limit).toBe(5);
  });

  it.each(['?page=0', '?limit=0', '?limit=101', '?page=x'])(
    'refuses %s with 400',
    async (query) => {
      const res = await app.inject(`/blog/getallblog${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    },
  );
});

describe('GET /blog/latestblog', () => {
  it('answers {success, blogs} with the newest blog by default', async () => {
    const res = await app.inject('/blog/latestblog');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, blogs: all.slice(0, 1) });
  });

  it('honours limit', async () => {
    const res = await app.inject('/blog/latestblog?limit=4');
    expect(res.json().blogs).toEqual(all.slice(0, 4));
  });

  it('refuses a bad limit with 400', async () => {
    expect((await app.inject('/blog/latestblog?limit=-1')).statusCode).toBe(400);
    expect((await app.inject('/blog/latestblog?limit=ten')).statusCode).toBe(400);
  });
});

describe('GET /blog/getallblog?category=', () => {
  it.each([
    ['foundation', 'foundation'],
    ['ic', 'ic'],
    ['Foundation', 'foundation'],
    ['IC', 'ic'],
    ['general', 'general'],
  ])('category=%s answers the %s blogs in the envelope, newest first', async (label, category) => {
    const res = await app.inject(`/blog/getallblog?category=${label}`);
    expect(res.statusCode).toBe(200);
    const blogs: Blog[] = res.json().data;
    expect(blogs.length).toBeGreaterThanOrEqual(3);
    expect(blogs).toEqual(all.filter((b) => b.category === category));
    newestFirst(blogs);
  });

  it('pages one category with its own total', async () => {
    const foundation = all.filter((b) => b.category === 'foundation');
    const body = (await app.inject('/blog/getallblog?category=Foundation&page=1&limit=2')).json();
    expect(body.data).toEqual(foundation.slice(0, 2));
    expect(body.meta).toMatchObject({ total: foundation.length, limit: 2 });
  });

  it('refuses an unknown category with 400', async () => {
    const res = await app.inject('/blog/getallblog?category=sports');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

// The original site's carousels read these two: a bare array, at most 4, oldest first.
describe('GET /blog/foundation-blogs and /blog/ic-blogs', () => {
  it('has more foundation blogs than it shows, so the cap is tested', () => {
    expect(all.filter((b) => b.category === 'foundation').length).toBeGreaterThan(CAROUSEL_BLOGS);
  });

  it.each([
    ['/blog/foundation-blogs', 'foundation'],
    ['/blog/ic-blogs', 'ic'],
  ])('%s answers a bare array of its 4 oldest blogs, oldest first', async (url, category) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    const blogs: Blog[] = res.json();
    expect(Array.isArray(blogs)).toBe(true);
    const ofCategory = all.filter((b) => b.category === category);
    expect(ofCategory.length).toBeGreaterThanOrEqual(CAROUSEL_BLOGS);
    expect(blogs).toHaveLength(CAROUSEL_BLOGS);
    expect(blogs).toEqual([...ofCategory].reverse().slice(0, CAROUSEL_BLOGS));
    const dates = blogs.map((b) => b.createdAt);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('GET /blog/getById/:id', () => {
  it('answers one blog', async () => {
    const [blog] = all;
    const res = await app.inject(`/blog/getById/${blog?._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: blog });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.inject('/blog/getById/0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: BLOG_NOT_FOUND });
    const malformed = await app.inject('/blog/getById/zzz');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(INVALID_ID);
  });
});
