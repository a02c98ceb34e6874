// Cross-origin deployments (issue 16): a partner site on another origin, listed in the server's
// CORS_ORIGINS (partner-site/, started by global-setup.ts), signs in, reads lists and shows
// pictures and chapter PDFs from the API's origin, a members' chapter once it has bought the
// membership; the same page on an origin the list leaves out is refused.
import type { Chapter, Comic, UserRecord } from '@ic/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, type Account } from './accounts';
import { expect, test } from './fixtures';

type Answer<T> = { status: number; body: T };
type Envelope<T> = { success: boolean; data: T; message?: string };

/** What partner-site/partner.js puts on window. */
type Partner = {
  call: (path: string, body?: unknown) => Promise<Answer<unknown>>;
  signIn: (email: string, password: string) => Promise<Answer<unknown>>;
  showList: (path: string) => Promise<Answer<unknown>>;
  showImage: (src: string, alt: string) => Promise<{ width: number; height: number }>;
  showChapter: (src: string, title: string) => Promise<{ pages: number }>;
};

declare global {
  interface Window {
    partner: Partner;
  }
}

function origin(name: 'E2E_PARTNER_URL' | 'E2E_STRANGER_URL'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is unset: run the suite through playwright.config.ts`);
  return url;
}

/** Opens the partner page on `site`, talking to the API at `api`. */
async function openSite(page: Page, site: string, api: string) {
  await page.goto(`${site}/?api=${encodeURIComponent(api)}`);
  await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();
  await page.waitForFunction(() => window.partner !== undefined);
}

/** One API call from the page, with the browser's cookies, as the page's script reads it. */
function call<T>(page: Page, path: string, body?: unknown): Promise<Answer<T>> {
  return page.evaluate(([p, b]) => window.partner.call(p, b), [path, body] as const) as Promise<
    Answer<T>
  >;
}

/** An adult account, signed up through a request context of its own: the browser stays out. */
async function accountFor(request: APIRequestContext): Promise<Account> {
  const account = newAccount();
  const response = await request.post('/api/signup', { data: { ...account, newsLetter: false } });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

async function chaptersOf(page: Page, comic: Comic): Promise<Chapter[]> {
  const answer = await call<Envelope<Chapter[]>>(page, `/comicChap/${comic._id}/chapters`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function showChapter(page: Page, chapter: Chapter) {
  expect(chapter.chapPdf, chapter.title).not.toBeNull();
  const shown = await page.evaluate(([src, title]) => window.partner.showChapter(src, title), [
    chapter.chapPdf!,
    chapter.title,
  ] as const);
  expect(shown.pages).toBe(chapter.pageCount);
  await expect(page.getByRole('img', { name: chapter.title, exact: true })).toBeVisible();
}

/** Buys Monthly from the page: the order (one-time), the sandbox's checkout, the confirmation. */
async function buyMonthly(page: Page) {
  const order = await call<Envelope<{ orderId: string; recurring: boolean }>>(
    page,
    '/payment/create',
    { membershipType: 'Monthly' },
  );
  expect(order.status).toBe(201);
  expect(order.body.data.recurring).toBe(false);
  const paid = await call<Envelope<{ orderId: string; paymentId: string; signature: string }>>(
    page,
    `/api/sandbox/orders/${order.body.data.orderId}/pay`,
    { outcome: 'success' },
  );
  expect(paid.status).toBe(200);
  const { orderId, paymentId, signature } = paid.body.data;
  const confirmed = await call(page, '/payment/confirm', { orderId, paymentId, signature });
  expect(confirmed.status).toBe(200);
}

// Playwright's extra X-Forwarded-For header (fixtures.ts) would make every call a preflighted one
// asking to send it, which no real site does: these visitors send only what a browser sends.
test.use({ extraHTTPHeaders: {} });

test('a listed partner site signs in, reads lists and shows pictures and chapters', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await accountFor(request);
  await openSite(page, origin('E2E_PARTNER_URL'), baseURL!);
  expect((await call(page, '/api/me')).status).toBe(401);

  // The original site's clients read the session from token: { token, user }.
  const signIn = (await page.evaluate(
    ([email, password]) => window.partner.signIn(email, password),
    [account.email, account.password] as const,
  )) as Answer<{ token: { token: string; user: UserRecord } }>;
  expect(signIn.status).toBe(200);
  expect(signIn.body.token.user).toMatchObject({ email: account.email, name: account.name });
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${account.name}`);
  // The session cookie came back from the API's origin and goes along with later calls.
  const me = await call<Envelope<UserRecord>>(page, '/api/me');
  expect(me.body.data.email).toBe(account.email);

  const comics = (await page.evaluate(() => window.partner.showList('/comic'))) as Answer<
    Envelope<Comic[]>
  >;
  expect(comics.status).toBe(200);
  const list = page.getByRole('list', { name: 'From the API' });
  for (const comic of comics.body.data) await expect(list).toContainText(comic.title);
  const blogs = (await page.evaluate(() => window.partner.showList('/blog/ic-blogs'))) as Answer<
    { title: string }[]
  >;
  expect(blogs.body.length).toBeGreaterThan(0);
  await expect(list.getByRole('listitem')).toHaveCount(blogs.body.length);

  // Pictures load in plain <img> tags (no CORS): Cross-Origin-Resource-Policy lets them.
  const comic = comics.body.data.at(-1)!;
  const cover = await page.evaluate(([src, alt]) => window.partner.showImage(src, alt), [
    comic.coverImg,
    comic.title,
  ] as const);
  expect(cover.width).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: comic.title, exact: true })).toBeVisible();

  const before = await chaptersOf(page, comic);
  const free = before.find((chapter) => chapter.access === 'free')!;
  await showChapter(page, free);
  const members = before.find((chapter) => chapter.access === 'members')!;
  expect(members).toMatchObject({ readable: false, chapPdf: null, lock: { reason: 'members' } });

  await buyMonthly(page);
  const after = (await chaptersOf(page, comic)).find((chapter) => chapter._id === members._id)!;
  expect(after.readable).toBe(true);
  await showChapter(page, after);
});

test('a site CORS_ORIGINS does not list is refused, even with the session cookie', async ({
  page,
  baseURL,
}) => {
  // The browser is signed in: the cookie rides along to the API from this site too.
  const account = newAccount();
  const signUp = await page.request.post('/api/signup', {
    data: { ...account, newsLetter: false },
  });
  expect(signUp.status()).toBe(201);
  await openSite(page, origin('E2E_STRANGER_URL'), baseURL!);

  // No CORS answer: the browser keeps the answer from the script, whatever the call.
  await expect(call(page, '/comic')).rejects.toThrow(/Failed to fetch/);
  await expect(call(page, '/api/me')).rejects.toThrow(/Failed to fetch/);
  await expect(
    call(page, '/api/login', { email: account.email, password: account.password }),
  ).rejects.toThrow(/Failed to fetch/);

  // A form needs no preflight; the CSRF check refuses it before any session is looked at.
  const logout = new URL('/api/logout', baseURL).href;
  const [refused] = await Promise.all([
    page.waitForResponse(logout),
    page.evaluate((action) => {
      const form = Object.assign(document.createElement('form'), { method: 'POST', action });
      document.body.append(form);
      form.submit();
    }, logout),
  ]);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    success: false,
    message: 'This request came from another site and was refused.',
  });
  expect((await page.request.get('/api/me')).status()).toBe(200);
});
