import type { CharacterListItem, Comic, SearchResults } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers.ts';

// The seeded world, narrowed: the hub's filters, /comic's filters and sorts, and the header's search.

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
});
afterAll(() => app.close());

async function data<T>(url: string): Promise<T> {
  const res = await app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** 0 exact, 1 prefix, 2 contains: the order search promises. */
const matchKind = (name: string, q: string) =>
  name.toLowerCase() === q ? 0 : name.toLowerCase().startsWith(q) ? 1 : 2;

describe('character filters on GET /character/getAll', () => {
  it('narrows by alignment, universe (any case) and together, keeping the site order', async () => {
    const all = await data<CharacterListItem[]>('/character/getAll');
    const villains = await data<CharacterListItem[]>(
      '/character/getAll?alignment=villain&universe=neon%20mayapuri',
    );
    const expected = all.filter((c) => c.alignment === 'villain' && c.universe === 'Neon Mayapuri');
    expect(villains.length).toBeGreaterThan(10);
    expect(villains.map((c) => c._id)).toEqual(expected.map((c) => c._id));
  });

  it('narrows by one of their powers, whatever the case, and pages the result', async () => {
    const { powers } = await data<{ powers: string[] }>('/character/filters');
    const power = powers[0] ?? '';
    const found = await data<CharacterListItem[]>(
      `/character/getAll?power=${encodeURIComponent(power.toUpperCase())}`,
    );
    expect(found.length).toBeGreaterThan(1);
    for (const c of found.slice(0, 5)) {
      const detail = await data<{ powers: string[] }>(`/character/get/${c._id}`);
      expect(detail.powers).toContain(power);
    }
    const page = await app.inject(`/character/getAll?power=${encodeURIComponent(power)}&limit=2`);
    expect(page.json().meta.total).toBe(found.length);
  });

  it('offers every universe and at most 40 powers, by name', async () => {
    const filters = await data<{ universes: string[]; powers: string[] }>('/character/filters');
    expect(filters.universes).toEqual([
      'Akashganga Rim',
      'Neon Mayapuri',
      'Samudra Deep',
      'Trikaal',
      'Vindhya Wilds',
    ]);
    expect(filters.powers.length).toBeLessThanOrEqual(40);
    expect(filters.powers).toEqual(filters.powers.toSorted((a, b) => a.localeCompare(b)));
  });

  it('refuses an unknown alignment', async () => {
    expect((await app.inject('/character/getAll?alignment=antihero')).statusCode).toBe(400);
  });
});

describe('GET /comic filters and sorts', () => {
  it('answers oldest first without a query, as old clients expect', async () => {
    const comics = await data<Comic[]>('/comic');
    const times = comics.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual(times.toSorted((a, b) => a - b));
  });

  it('filters by genre, rating and status together', async () => {
    const all = await data<Comic[]>('/comic');
    const found = await data<Comic[]>('/comic?genre=Adventure&rating=G&status=ongoing');
    const expected = all.filter(
      (c) => c.genres.includes('Adventure') && c.rating === 'G' && c.status === 'ongoing',
    );
    expect(found.length).toBeGreaterThan(1);
    expect(found.map((c) => c._id)).toEqual(expected.map((c) => c._id));
  });

  it('sorts newest first, by title, and by readers and followers', async () => {
    const fresh = await data<Comic[]>('/comic?sort=new');
    const times = fresh.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    const titles = (await data<Comic[]>('/comic?sort=az')).map((c) => c.title);
    expect(titles).toEqual(titles.toSorted((a, b) => a.localeCompare(b, 'en')));
    const [first] = await data<Comic[]>('/comic?sort=az');
    const pick = fresh.at(-1);
    expect(pick?._id).not.toBe(first?._id);
    const user = await app.db
      .insertInto('users')
      .values({
        id: 'popular-test-reader',
        email: 'popular@example.com',
        username: 'popular_reader',
        name: 'Popular Reader',
        dob: '1990-01-01',
        password_hash: 'x',
        news_letter: false,
        avatar: null,
        status: 'active',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('follows')
      .values({ user_id: user.id, comic_id: pick?._id ?? '' })
      .execute();
    const [top] = await data<Comic[]>('/comic?sort=popular');
    expect(top?._id).toBe(pick?._id);
  });

  it('keeps comics with free chapters, or with members chapters', async () => {
    const [target] = await data<Comic[]>('/comic');
    await app.db
      .updateTable('chapters')
      .set({ access: 'free', public_at: null })
      .where('comic_id', '=', target?._id ?? '')
      .execute();
    const members = await data<Comic[]>('/comic?access=members');
    const free = await data<Comic[]>('/comic?access=free');
    expect(members.every((c) => c.membersChapterCount > 0)).toBe(true);
    expect(members.map((c) => c._id)).not.toContain(target?._id);
    expect(free.map((c) => c._id)).toContain(target?._id);
    expect(free.every((c) => c.chapterCount > c.membersChapterCount)).toBe(true);
  });

  it('refuses an unknown sort or genre', async () => {
    expect((await app.inject('/comic?sort=random')).statusCode).toBe(400);
    expect((await app.inject('/comic?genre=Western')).statusCode).toBe(400);
  });
});

describe('GET /comic/:id', () => {
  it("adds its cast's names and portraits, in characterIds' order", async () => {
    const [first] = await data<Comic[]>('/comic');
    const comic = await data<Comic & { cast: CharacterListItem[] }>(`/comic/${first?._id}`);
    expect(comic.cast.map((c) => c._id)).toEqual(comic.characterIds);
    expect(comic.cast.length).toBeGreaterThan(0);
    expect(Object.keys(comic.cast[0] ?? {}).sort()).toEqual([
      '_id',
      'mainImageUrl',
      'originalName',
    ]);
  });
});

describe('GET /api/search', () => {
  it('finds Vayuveer first for "vayu", then the other names that start with it', async () => {
    const { characters } = await data<SearchResults>('/api/search?q=vayu');
    expect(characters[0]?.originalName).toBe('Vayuveer');
    expect(characters.length).toBeGreaterThan(1);
    expect(characters.every((c) => c.originalName.toLowerCase().includes('vayu'))).toBe(true);
  });

  it('puts the exact name first, then prefixes, then names that contain it', async () => {
    const { characters } = await data<SearchResults>('/api/search?q=Agnira');
    expect(characters[0]?.originalName).toBe('Agnira');
    const kinds = characters.map((c) => matchKind(c.originalName, 'agnira'));
    expect(kinds).toEqual(kinds.toSorted((a, b) => a - b));
    expect(kinds).toContain(1);
  });

  it('groups comics beside characters, with what a result card shows', async () => {
    const { characters, comics } = await data<SearchResults>('/api/search?q=tiger');
    expect(characters.length).toBeGreaterThan(0);
    expect(comics.map((c) => c.title)).toContain('Tiger Step Falls');
    expect(Object.keys(comics[0] ?? {}).sort()).toEqual([
      '_id',
      'coverImg',
      'genres',
      'rating',
      'status',
      'title',
    ]);
  });

  it('ranks an exact comic title above titles that only contain it', async () => {
    const { comics } = await data<SearchResults>('/api/search?q=the%20sunken%20lighthouse');
    expect(comics[0]?.title).toBe('The Sunken Lighthouse');
  });

  it('treats % and _ as text, and refuses an empty query', async () => {
    expect((await data<SearchResults>('/api/search?q=%25')).characters).toEqual([]);
    expect((await app.inject('/api/search?q=%20')).statusCode).toBe(400);
  });
});
