// The editor's comics and chapters for the studio's page stories, in the server's shapes
// (packages/domain contracts/studioComics), kept in memory per story so changes show.
import type {
  ComicCreatePayload,
  PublicationChangePayload,
  StudioChapter,
  StudioComic,
  StudioComicDetail,
} from '@ic/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';

const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const refused = (status: number, message: string) =>
  HttpResponse.json({ success: false, message }, { status });

const comicId = (n: number) => `c0ffee${String(n).padStart(18, '0')}`;
const chapterId = (comic: number, n: number) =>
  `cafe${String(comic).padStart(10, '0')}${String(n).padStart(10, '0')}`;

const comic = (n: number, overrides: Partial<StudioComic>): StudioComic => ({
  _id: comicId(n),
  title: `Comic ${n}`,
  authors: ['Meera Pillai'],
  synopsis: 'Two mapmakers chart a city that redraws itself every night.',
  rating: 'PG',
  genres: [],
  status: 'ongoing',
  coverImg: '',
  createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00.000Z`,
  chapterCount: 0,
  publication: 'draft',
  publishAt: null,
  ...overrides,
});

const chapter = (c: number, n: number, overrides: Partial<StudioChapter>): StudioChapter => ({
  _id: chapterId(c, n),
  comicId: comicId(c),
  number: n,
  title: `Chapter ${n}`,
  pageCount: 6,
  chapImage: '',
  access: 'free',
  publicAt: null,
  processing: false,
  publication: 'published',
  publishAt: null,
  ...overrides,
});

/** Three comics: one out with two chapters, a draft with one being processed, one scheduled. */
export function studioComicFixtures(): StudioComicDetail[] {
  return [
    {
      ...comic(1, {
        title: 'The Lantern Cartographers',
        publication: 'published',
        chapterCount: 3,
      }),
      chapters: [
        chapter(1, 1, { title: 'Ink Tide' }),
        chapter(1, 2, { title: 'The Folding Street', access: 'members' }),
        chapter(1, 3, { title: 'Compass Rose', publication: 'draft' }),
      ],
    },
    {
      ...comic(2, { title: 'The Salt Road Couriers', chapterCount: 1 }),
      chapters: [chapter(2, 1, { title: 'Low Tide', publication: 'draft', processing: true })],
    },
    {
      ...comic(3, {
        title: 'The Night Ferry',
        publication: 'scheduled',
        publishAt: '2026-12-01T04:30:00.000Z',
      }),
      chapters: [],
    },
  ];
}

const summary = ({ chapters, ...rest }: StudioComicDetail): StudioComic => ({
  ...rest,
  chapterCount: chapters.length,
});

/** The studio's comic routes over these comics (a fresh copy per story). */
export function studioComicHandlers(
  comics: StudioComicDetail[] = studioComicFixtures(),
): HttpHandler[] {
  const find = (id: unknown) => comics.find((c) => c._id === id);
  const findChapter = (id: unknown) =>
    comics.flatMap((c) => c.chapters).find((ch) => ch._id === id);
  const publish = (row: StudioComic | StudioChapter, change: PublicationChangePayload) => {
    row.publication = change.publication;
    row.publishAt = change.publishAt ?? null;
    return row;
  };
  return [
    http.get('/api/studio/comics', ({ request }) => {
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const items = comics.filter((c) => c.title.toLowerCase().includes(q)).map(summary);
      return ok({
        items,
        meta: { total: items.length, page: 1, limit: 25, pages: 1 },
      });
    }),
    http.post('/api/studio/comics', async ({ request }) => {
      const body = (await request.json()) as ComicCreatePayload;
      const created: StudioComicDetail = {
        ...comic(comics.length + 1, {
          title: body.title,
          authors: body.authors,
          synopsis: body.synopsis ?? '',
          rating: body.rating,
        }),
        chapters: [],
      };
      comics.unshift(created);
      return ok(created, 201);
    }),
    http.get('/api/studio/comics/:comicId', ({ params }) => {
      const found = find(params.comicId);
      return found ? ok(found) : refused(404, 'We could not find this comic.');
    }),
    http.patch('/api/studio/comics/:comicId', async ({ params, request }) => {
      const found = find(params.comicId);
      if (!found) return refused(404, 'We could not find this comic.');
      Object.assign(found, await request.json());
      return ok(summary(found));
    }),
    http.put('/api/studio/comics/:comicId/cover', ({ params }) => {
      const found = find(params.comicId);
      if (!found) return refused(404, 'We could not find this comic.');
      return ok(summary(found));
    }),
    http.put('/api/studio/comics/:comicId/publication', async ({ params, request }) => {
      const found = find(params.comicId);
      if (!found) return refused(404, 'We could not find this comic.');
      return ok(publish(found, (await request.json()) as PublicationChangePayload));
    }),
    http.post('/api/studio/comics/:comicId/chapters', async ({ params, request }) => {
      const found = find(params.comicId);
      if (!found) return refused(404, 'We could not find this comic.');
      const form = await request.formData();
      const n = found.chapters.length + 1;
      const added = chapter(Number(found._id.slice(-2)), n, {
        title: String(form.get('title')),
        publication: 'draft',
        processing: true,
        pageCount: 4,
      });
      found.chapters.push(added);
      return ok(added, 201);
    }),
    http.put('/api/studio/comics/:comicId/chapter-order', async ({ params, request }) => {
      const found = find(params.comicId);
      if (!found) return refused(404, 'We could not find this comic.');
      const { chapterIds } = (await request.json()) as { chapterIds: string[] };
      found.chapters = chapterIds.flatMap((id, index) => {
        const row = found.chapters.find((c) => c._id === id);
        return row ? [{ ...row, number: index + 1 }] : [];
      });
      return ok(found.chapters);
    }),
    http.put('/api/studio/chapters/:chapterId/publication', async ({ params, request }) => {
      const found = findChapter(params.chapterId);
      if (!found) return refused(404, 'We could not find this chapter.');
      return ok(publish(found, (await request.json()) as PublicationChangePayload));
    }),
    http.patch('/api/studio/chapters/:chapterId', async ({ params, request }) => {
      const found = findChapter(params.chapterId);
      if (!found) return refused(404, 'We could not find this chapter.');
      Object.assign(found, await request.json());
      return ok(found);
    }),
  ];
}

/** Every comic route failing: the screens' error states. */
export const studioComicsFailing = http.all('/api/studio/comics*', () =>
  refused(500, 'Something went wrong.'),
);
