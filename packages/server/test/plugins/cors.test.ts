import type { Comic } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, signUp, TEST_PASSWORD } from '../helpers.ts';

const PARTNER = 'https://foundation.example';
const STRANGER = 'https://elsewhere.example';

let app: FastifyInstance;
let closed: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seed: true, config: { corsOrigins: [PARTNER] } });
  closed = await buildTestApp();
});
afterAll(async () => {
  await app.close();
  await closed.close();
});

const from = (target: FastifyInstance, origin: string, url: string) =>
  target.inject({ method: 'GET', url, headers: { origin } });

const preflight = (origin: string, method: string, headers: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/login',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
    },
  });

describe('CORS for CORS_ORIGINS', () => {
  it('lets a listed origin read answers, with credentials, varying by Origin', async () => {
    const res = await from(app, PARTNER, '/comic');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toMatch(/Origin/i);
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
  });

  it('keeps Origin in Vary where an answer also varies by reader', async () => {
    const { cookie } = await signUp(app);
    const [comic] = (await app.inject('/comic')).json().data as Comic[];
    const chapters = `/comicChap/${comic?._id}/chapters`;
    for (const [url, headers] of [
      [chapters, { origin: PARTNER }],
      [chapters, { origin: PARTNER, cookie }],
      ['/api/progress/continue', { origin: PARTNER, cookie }],
    ] as const) {
      const res = await app.inject({ url, headers });
      expect(res.headers.vary, url).toMatch(/Origin/);
      expect(res.headers.vary, url).toMatch(/Cookie, Authorization/);
    }
  });

  it('gives any other origin nothing to read with', async () => {
    for (const origin of [STRANGER, `${PARTNER}.evil.example`, 'null']) {
      const res = await from(app, origin, '/comic');
      // Without Access-Control-Allow-Origin a browser hands the page nothing.
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('answers a listed origin’s preflight for a JSON write with a bearer token', async () => {
    const res = await preflight(PARTNER, 'POST', 'content-type,authorization');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('does not approve another origin’s preflight', async () => {
    const res = await preflight(STRANGER, 'POST', 'content-type');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('signs a listed origin in: cookies set and the answer readable', async () => {
    const { body } = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: body.email, password: TEST_PASSWORD },
      headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['sid', 'user']);
    expect(res.json().token.token).toBe(res.json().data.token);
  });

  it('sends no CORS headers at all while CORS_ORIGINS is empty', async () => {
    const res = await from(closed, PARTNER, '/api/plans');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('is cross-origin on media and public JSON, so other sites may embed them', async () => {
    const [comic] = (await app.inject('/comic')).json().data as Comic[];
    const chapters = (await app.inject(`/comicChap/${comic?._id}/chapters`)).json().data;
    for (const url of [
      comic?.coverImg ?? '',
      chapters[0].chapPdf,
      '/media/policies/privacy-policy.pdf',
      '/comic',
      `/comic/${comic?._id}`,
      '/character/getAll?limit=2',
      '/blog/ic-blogs',
      '/blog/getallblog',
      '/timeline/aboutUs/getAllAbout',
      '/team/getAll',
      '/api/plans',
      '/support/statistics',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
  });

  it('stays same-origin on personal answers', async () => {
    const { cookie } = await signUp(app);
    const [comic] = (await app.inject('/comic')).json().data as Comic[];
    for (const url of ['/api/me', '/api/membership', `/comicChap/${comic?._id}/chapters`]) {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});
