import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieFrom, freshIp, readOutbox, signUp, signupBody } from './helpers.ts';

// Malformed input thrown at every accounts, guardian and progress route: whatever arrives, the answer is
// never a 5xx and always the envelope (or, for an older consent link, a redirect to the app's consent page).

/** mulberry32: a seeded generator, so a failure replays exactly. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  '',
  ' ',
  'a@b.co',
  'UPPER@EXAMPLE.COM',
  'Secret#123',
  '2020-02-30',
  '9999-12-31',
  '2012-01-01',
  'approve',
  'Custom',
  '\u0000',
  '😀'.repeat(200),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'x'.repeat(5_000),
  'y'.repeat(60_000),
  [],
  ['a', 1, null],
  {},
  { nested: { deeper: { deepest: [1, { a: 'b' }] } } },
];

const FIELDS = [
  'email',
  'password',
  'name',
  'dob',
  'username',
  'newsLetter',
  'guardianEmail',
  'avatar',
  'subject',
  'customSubject',
  'feedback',
  'message',
  'page',
  'details',
  'decision',
  'newPassword',
  '__proto__',
  'constructor',
  'token',
  'maxRating',
  'dailyLimitMinutes',
  'paused',
  'code',
  'pageCount',
  'finished',
  'at',
  'entries',
  'chapterId',
];

const RAW_BODIES = [
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{',
  '{"email":',
  '\u0000',
  '['.repeat(3000) + ']'.repeat(3000),
];
const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
];
const SEGMENTS = ['x', '%00', '..%2F..%2Fetc', 'a'.repeat(3000), '%F0%9F%98%80', "'--", '0'];

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)] as T;

function randomBody(next: () => number): { payload: string; contentType: string } {
  if (next() < 0.2) return { payload: pick(next, RAW_BODIES), contentType: 'application/json' };
  const body: Record<string, unknown> = {};
  const count = Math.floor(next() * 6);
  for (let i = 0; i < count; i += 1) body[pick(next, FIELDS)] = pick(next, VALUES);
  const contentType = next() < 0.85 ? 'application/json' : pick(next, CONTENT_TYPES);
  return { payload: JSON.stringify(body), contentType };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const ROUTES: [Method, string][] = [
  ['POST', '/api/signup'],
  ['POST', '/api/login'],
  ['POST', '/api/logout'],
  ['POST', '/api/verifyemail'],
  ['GET', '/api/me'],
  ['POST', '/api/forget-password'],
  ['POST', '/api/forget-password/:id/:token'],
  ['POST', '/api/feedback'],
  ['POST', '/api/error-report'],
  ['POST', '/api/newsletter'],
  ['PATCH', '/api/profile'],
  ['PATCH', '/api/account/newsletter'],
  ['DELETE', '/api/account'],
  ['GET', '/api/consent/:id/:token'],
  ['GET', '/api/consent/:id/:token/request'],
  ['POST', '/api/consent/:id/:token'],
  ['POST', '/api/guardian/link'],
  ['POST', '/api/guardian/session'],
  ['POST', '/api/guardian/logout'],
  ['GET', '/api/guardian/me'],
  ['POST', '/api/guardian/children/:id/decision'],
  ['PATCH', '/api/guardian/children/:id/settings'],
  ['GET', '/api/guardian/children/:id/activity'],
  ['POST', '/api/guardian/children/:id/deletion'],
  ['GET', '/api/guardian/children/:id/audit'],
  ['PUT', '/api/progress/:id'],
  ['GET', '/api/progress'],
  ['POST', '/api/progress/merge'],
  ['GET', '/api/progress/continue'],
];

let app: FastifyInstance;
let cookie: string;

/** A user's session and a guardian's, so the fuzz reaches past both sign-in checks. */
async function signInBoth() {
  const user = await signUp(app);
  const guardianEmail = 'fuzz.guardian@example.com';
  await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: signupBody({ dob: '2014-01-01', guardianEmail }),
    remoteAddress: freshIp(),
  });
  await app.inject({
    method: 'POST',
    url: '/api/guardian/link',
    payload: { email: guardianEmail },
  });
  const [mail] = (await readOutbox(app)).filter(
    (m) => m.to === guardianEmail && m.links.length === 1,
  );
  const token = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token') ?? '';
  const res = await app.inject({
    method: 'POST',
    url: '/api/guardian/session',
    payload: { token },
  });
  return `${user.cookie}; ${cookieFrom(res, 'gsid')}`;
}

beforeAll(async () => {
  app = await buildTestApp();
  cookie = await signInBoth();
});
afterAll(() => app.close());

describe('malformed input', () => {
  it.each(ROUTES)('%s %s never answers 5xx', async (method, route) => {
    const next = random(route.length * 7919 + method.length);
    for (let i = 0; i < 40; i += 1) {
      const url = route
        .replace(':id', pick(next, SEGMENTS))
        .replace(':token', pick(next, SEGMENTS));
      const { payload, contentType } = randomBody(next);
      const res = await app.inject({
        method,
        url,
        remoteAddress: freshIp(),
        headers: { 'content-type': contentType, ...(next() < 0.5 && { cookie }) },
        ...(method !== 'GET' && { payload }),
      });
      const context = `${method} ${url.slice(0, 120)} ${contentType} ${payload.slice(0, 120)}`;
      expect(res.statusCode, context).toBeLessThan(500);
      if (res.headers['content-type']?.includes('application/json')) {
        expect(typeof res.json().success, context).toBe('boolean');
      } else {
        expect(res.statusCode, context).toBe(302);
        expect(res.headers.location, context).toMatch(/^\/guardian\/consent\?token=/);
      }
    }
  });
});
