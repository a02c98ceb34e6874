// The API for page stories, answered by MSW from the fixtures, in the shapes the server uses.
// A scenario answers every call the same way, so a story shows one state of a whole screen.
import { PAGING, PLANS, planPrice, type PlanType } from '@ic/domain';
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
  heroSlides,
  jobs,
  sparseCharacter,
  supportStats,
  teams,
  timeline,
} from './fixtures';
import { readerHandlers } from './pages';

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

function charactersFor(url: URL) {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const found = characterList.filter((c) => c.originalName.toLowerCase().includes(q));
  const sort = url.searchParams.get('sort');
  if (sort) {
    found.sort((a, b) => a.originalName.localeCompare(b.originalName) * (sort === 'desc' ? -1 : 1));
  }
  return found;
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
    http.get('/character/hero-slides', () => ok(list(heroSlides))),
    // Oldest first, as the server answers (the fixtures are newest first).
    http.get('/comic', () => ok(list([...comics].reverse()))),
    http.get('/comic/:id', ({ params }) => {
      const found = comics.find((c) => c._id === params.id);
      return found && !empty ? ok(found) : notFound('Comic not found');
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
        `${membershipType} Membership Purchase`,
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
