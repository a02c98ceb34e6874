// The API for page stories, answered by MSW from the fixtures, in the shapes the server uses.
// A scenario answers every call the same way, so a story shows one state of a whole screen.
import {
  PAGING,
  PLANS,
  orderWhat,
  planPrice,
  type CharacterListItem,
  type Language,
  type Comic,
  type MyListItem,
  type PlanType,
} from '@ic/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { parseUserCookie } from '../session/userCookie';
import { readingAnswers } from './access';
import { freeMembership } from './account';
import {
  blogs,
  chaptersOf,
  character,
  characterList,
  comics,
  contributors,
  heroSlidesIn,
  jobs,
  POWERS,
  sparseCharacter,
  supportStats,
  teams,
  timeline,
  UNIVERSES,
} from './fixtures';
import { readerHandlers } from './pages';

/**
 * The language the story runs in (Storybook's Language toolbar), as its LanguageProvider wrote it
 * on the document before the story's page drew: answers in Hindi content where a real reader in
 * Hindi would see some.
 */
function storyLanguage(): Language {
  return document.documentElement.lang.startsWith('hi') ? 'hi' : 'en';
}

/** The receipt number every story payment is confirmed with. */
export const STORY_RECEIPT = 'ICU-5A7D-0C41-9E22';

const GUARDIAN_SIGNED_OUT = 'Please sign in to the guardian dashboard with a link we mail you.';

/** content: the fixtures; empty: empty lists; error: 500 everywhere; loading: no answer ever. */
export type ApiScenario = 'content' | 'empty' | 'error' | 'loading';

const ok = (data: unknown, extra: Record<string, unknown> = {}, status = 200) =>
  HttpResponse.json({ success: true, data, ...extra }, { status });
const notFound = (message: string) =>
  HttpResponse.json({ success: false, message }, { status: 404 });

function paged<T>(items: T[], url: URL, defaultLimit: number) {
  const page = Number(url.searchParams.get('page') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 0);
  if (!page && !limit) return ok(items);
  const size = limit || defaultLimit;
  const current = page || 1;
  const slice = items.slice((current - 1) * size, current * size);
  return ok(slice, {
    meta: {
      total: items.length,
      page: current,
      limit: size,
      pages: Math.max(1, Math.ceil(items.length / size)),
    },
  });
}

/** As the server filters: side, universe (any case) and one power each (POWERS in turn, six characters at a time). */
function matchesFilters(url: URL, c: CharacterListItem, index: number) {
  const { alignment, universe, power } = Object.fromEntries(url.searchParams);
  return (
    (!alignment || c.alignment === alignment) &&
    (!universe || c.universe?.toLowerCase() === universe.toLowerCase()) &&
    (!power || POWERS[Math.floor(index / 6) % POWERS.length]?.toLowerCase() === power.toLowerCase())
  );
}

function charactersFor(url: URL) {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const found = characterList.filter(
    (c, index) => c.originalName.toLowerCase().includes(q) && matchesFilters(url, c, index),
  );
  // As the server: featured (or no sort) keeps the fixtures' own order, the core first.
  const sort = url.searchParams.get('sort');
  if (sort === 'asc' || sort === 'desc') {
    found.sort((a, b) => a.originalName.localeCompare(b.originalName) * (sort === 'desc' ? -1 : 1));
  }
  return found;
}

/** As the server narrows and sorts /comic (the fixtures have no readers, so popular is by rank). */
function comicsFor(url: URL): Comic[] {
  const { genre, rating, status, access, sort } = Object.fromEntries(url.searchParams);
  const found = [...comics]
    .reverse()
    .filter(
      (c) =>
        (!genre || c.genres.some((g) => g === genre)) &&
        (!rating || c.rating === rating) &&
        (!status || c.status === status) &&
        (access !== 'free' || c.chapterCount > c.membersChapterCount) &&
        (access !== 'members' || c.membersChapterCount > 0),
    );
  if (sort === 'new') return found.reverse();
  if (sort === 'az') return found.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  if (sort === 'popular') return found.sort((a, b) => comics.indexOf(a) - comics.indexOf(b));
  return found;
}

/** "New for you" as the server answers it: a comic's last chapter, published on the stories' day. */
export function newChaptersOf(comicId: string) {
  const comic = comics.find((c) => c._id === comicId);
  const chapter = chaptersOf(comicId).at(-1);
  if (!comic || !chapter) return [];
  return [
    {
      comic: { _id: comic._id, title: comic.title, coverImg: comic.coverImg },
      chapter: {
        _id: chapter._id,
        number: chapter.number,
        title: chapter.title,
        chapImage: chapter.chapImage,
      },
      publishedAt: '2026-11-24T10:00:00.000Z',
    },
  ];
}

/** Follows kept for the story's life, as the server keeps them for a reader. */
function followHandlers(): HttpHandler[] {
  const followed = new Map<string, string>();
  const answer = () =>
    ok({
      follows: [...followed].map(([id, followedAt]) => {
        const comic = comics.find((c) => c._id === id) ?? comics[0];
        return { comic, followedAt };
      }),
    });
  return [
    http.get('/api/follows', answer),
    http.post('/api/follows/:comicId', ({ params }) => {
      followed.set(String(params.comicId), '2026-11-24T10:00:00.000Z');
      return answer();
    }),
    http.delete('/api/follows/:comicId', ({ params }) => {
      followed.delete(String(params.comicId));
      return answer();
    }),
    // The followed series' last chapter is new (a story shows the row by following first).
    http.get('/api/new-for-you', () =>
      ok({ chapters: [...followed.keys()].flatMap((id) => newChaptersOf(id)) }),
    ),
  ];
}

/** My list kept for the story's life, newest first, as the server keeps it for a reader. */
function myListHandlers(): HttpHandler[] {
  const kept = new Map<string, MyListItem>();
  const answer = () => ok({ items: [...kept.values()].reverse() });
  return [
    http.get('/api/my-list', answer),
    http.put('/api/my-list/:kind/:id', ({ params }) => {
      const id = String(params.id);
      const comic = comics.find((c) => c._id === id);
      const item: MyListItem =
        params.kind === 'comic'
          ? {
              kind: 'comic',
              _id: id,
              title: comic?.title ?? id,
              image: comic?.coverImg ?? '',
              addedAt: '2026-11-24T10:00:00.000Z',
            }
          : {
              kind: 'character',
              _id: id,
              title: character.originalName,
              image: character.mainImageUrl,
              addedAt: '2026-11-24T10:00:00.000Z',
            };
      kept.set(`${item.kind}/${id}`, item);
      return answer();
    }),
    http.delete('/api/my-list/:kind/:id', ({ params }) => {
      kept.delete(`${String(params.kind)}/${String(params.id)}`);
      return answer();
    }),
  ];
}

function contentHandlers(empty: boolean): HttpHandler[] {
  const list = <T>(items: T[]) => (empty ? [] : items);
  return [
    http.get('/character/getAll', ({ request }) =>
      paged(
        list(charactersFor(new URL(request.url))),
        new URL(request.url),
        PAGING.charactersPerPage,
      ),
    ),
    http.get('/character/get/:id', ({ params }) => {
      const found = [character, sparseCharacter].find((c) => c._id === params.id);
      return found && !empty ? ok(found) : notFound('Oops, no character found');
    }),
    http.get('/character/hero-slides', () => ok(list(heroSlidesIn(storyLanguage())))),
    http.get('/api/search', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const rank = (name: string) =>
        name.toLowerCase() === q ? 0 : name.toLowerCase().startsWith(q) ? 1 : 2;
      const byRank =
        <T>(name: (item: T) => string) =>
        (a: T, b: T) =>
          rank(name(a)) - rank(name(b));
      return ok({
        characters: list(characterList)
          .filter((c) => c.originalName.toLowerCase().includes(q))
          .sort(byRank((c) => c.originalName))
          .slice(0, 12),
        comics: list(comics)
          .filter((c) => c.title.toLowerCase().includes(q))
          .sort(byRank((c) => c.title))
          .slice(0, 6),
      });
    }),
    ...followHandlers(),
    ...myListHandlers(),
    http.get('/character/filters', () =>
      ok({ universes: list(UNIVERSES), powers: list([...POWERS].sort()) }),
    ),
    // Oldest first, as the server answers (the fixtures are newest first), unless filtered or sorted.
    http.get('/comic', ({ request }) => ok(list(comicsFor(new URL(request.url))))),
    http.get('/comic/:id', ({ params }) => {
      const found = comics.find((c) => c._id === params.id);
      const cast = characterList.filter((c) => found?.characterIds.includes(c._id));
      return found && !empty ? ok({ ...found, cast }) : notFound('Comic not found');
    }),
    http.get('/comicChap/:id/chapters', ({ params }) => ok(list(chaptersOf(String(params.id))))),
    http.get('/blog/latestblog', ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 1);
      return HttpResponse.json({ success: true, blogs: list(blogs).slice(0, limit) });
    }),
    http.get('/blog/getallblog', ({ request }) => {
      const url = new URL(request.url);
      const category = url.searchParams.get('category')?.toLowerCase();
      const ofCategory = category ? blogs.filter((b) => b.category === category) : blogs;
      return paged(list(ofCategory), url, PAGING.allNewsPerPage);
    }),
    http.get('/blog/getById/:id', ({ params }) => {
      const found = blogs.find((b) => b._id === params.id);
      return found && !empty ? ok(found) : notFound('Blog not found');
    }),
    http.get('/career/getall', () => ok(list(jobs))),
    http.get('/career/get/:id', ({ params }) => {
      const found = jobs.find((j) => j._id === params.id);
      return found && !empty ? ok(found) : notFound('Job not found');
    }),
    // As the server: 201 for an open job, 404 for any other.
    http.post('/api/careers/apply', async ({ request }) => {
      const { jobId } = (await request.json()) as { jobId?: string };
      if (empty || !jobs.some((j) => j._id === jobId)) {
        return notFound('This job is not open any more.');
      }
      return HttpResponse.json(
        {
          success: true,
          data: { applicationId: 'app-1' },
          message: 'Thank you for applying! Our team will get back to you soon.',
        },
        { status: 201 },
      );
    }),
    http.get('/timeline/getAll', () => ok(list(timeline))),
    http.get('/team/getAll', () => ok(list(teams))),
    http.get('/support/statistics', () =>
      ok(
        empty
          ? { monthlyFunds: 0, supporterCount: 0 }
          : { ...supportStats, corporates: 7, totalFunds: 0 },
      ),
    ),
    http.get('/support/contributors', () => ok(list(contributors))),
    http.get('/payment/verify', () => HttpResponse.json({ success: true, isPremium: false })),
    // Not a member, as /payment/verify says (account stories pass their own membership first).
    http.get('/api/membership', () => ok(freeMembership)),
    // The price list is not content: even the empty scenario sells the plans.
    http.get('/api/plans', () => ok(PLANS)),
    ...checkoutHandlers,
    ...readerHandlers,
    // Signed in exactly when the story wrote the user cookie (signedInAs), as the server would be.
    http.get('/api/me', () => {
      const user = parseUserCookie(document.cookie);
      return user
        ? ok({ ...user, child: null })
        : HttpResponse.json({ success: false, message: 'Please log in.' }, { status: 401 });
    }),
    // The reader's reports: an adult's reading is never refused by them.
    ...readingAnswers(),
    // No guardian session unless a story opens one (mocks/guardian).
    http.get('/api/guardian/me', () =>
      HttpResponse.json({ success: false, message: GUARDIAN_SIGNED_OUT }, { status: 401 }),
    ),
  ];
}

/** The sandbox checkout as the server answers it: every order is paid, or failed on request. */
const checkoutHandlers: HttpHandler[] = [
  http.post('/payment/create', async ({ request }) => {
    const { membershipType, researchPapers } = (await request.json()) as {
      membershipType: PlanType;
      researchPapers?: boolean;
    };
    const rupees = planPrice(membershipType, researchPapers === true);
    return ok(
      sandboxOrder(
        `order_${membershipType}`,
        rupees,
        orderWhat({
          description: `${membershipType} Membership Purchase`,
          researchPapers: researchPapers === true,
        }),
        'membership',
      ),
      {},
      201,
    );
  }),
  http.post('/support/create', async ({ request }) => {
    const { amount, checkout } = (await request.json()) as { amount: number; checkout?: boolean };
    if (checkout !== true) {
      return HttpResponse.json(
        { success: false, message: 'No donation was made.' },
        { status: 402 },
      );
    }
    return ok(sandboxOrder('order_support', amount, 'Support IC Universe', 'donation'), {}, 201);
  }),
  http.post('/api/sandbox/orders/:orderId/pay', async ({ request, params }) => {
    const { outcome } = (await request.json()) as { outcome: string };
    const orderId = String(params.orderId);
    return outcome === 'success'
      ? ok({ status: 'paid', orderId, paymentId: `pay_${orderId}`, signature: 'sandbox-signature' })
      : ok({
          status: 'failed',
          orderId,
          paymentId: `pay_${orderId}`,
          error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' },
        });
  }),
  http.post('/payment/confirm', () => ok({ status: 'paid', receiptNumber: STORY_RECEIPT })),
  http.post('/support/confirm', () =>
    ok(
      { status: 'paid', receiptNumber: STORY_RECEIPT },
      { message: 'Thank you for your support!' },
    ),
  ),
];

function sandboxOrder(orderId: string, rupees: number, description: string, purpose: string) {
  return {
    keyId: 'rzp_test_sandbox',
    amount: rupees * 100,
    amountRupees: rupees,
    orderId,
    currency: 'INR',
    provider: 'sandbox',
    description,
    purpose,
    recurring: false,
  };
}

/** Every data call fails the way the server fails unexpectedly. */
const failing = http.all('*', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (!isApiPath(pathname)) return undefined;
  return HttpResponse.json({ success: false, message: 'Something went wrong.' }, { status: 500 });
});

/** Every data call waits forever, so the loading state stays on screen. */
const pending = http.all('*', async ({ request }) => {
  if (!isApiPath(new URL(request.url).pathname)) return undefined;
  await delay('infinite');
  return undefined;
});

const API_PREFIXES = [
  '/api/',
  '/character/',
  '/comic',
  '/blog/',
  '/career/',
  '/timeline/',
  '/team/',
  '/support/',
  '/payment/',
];

function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function apiHandlers(scenario: ApiScenario = 'content'): HttpHandler[] {
  if (scenario === 'error') return [failing];
  if (scenario === 'loading') return [pending];
  return contentHandlers(scenario === 'empty');
}
