// Shared steps of the guardian tests: a minor's signup, a guardian signed in through the mailed
// link, and requests with the guardian cookie.
import type { SignupPayload } from '@ic/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  cookieFrom,
  freshIp,
  readOutbox,
  signupBody,
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
} from '../../helpers.ts';

export const SIGN_IN_SUBJECT = 'Your IC Universe guardian dashboard sign-in link';

/** A unique guardian address. */
export const guardianAddress = () => `guardian${freshIp().replaceAll('.', '')}@example.com`;

export interface Minor {
  id: string;
  body: SignupPayload;
  /** The consent mail's page path, for the mailed-link path of a decision. */
  consentPath: string;
}

/** Signs a minor up under `guardianEmail` (pending until decided). */
export async function signUpMinor(
  app: FastifyInstance,
  guardianEmail: string,
  dob = '2016-05-01',
): Promise<Minor> {
  const body = signupBody({ dob, guardianEmail, name: 'Kiran Young' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: body,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(202);
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirstOrThrow();
  const mails = await readOutbox(app);
  const to = guardianEmail.toLowerCase();
  const consent = mails.find((m) => m.to === to && m.text.includes(body.email));
  const approve = consent?.links[0];
  if (!approve) throw new Error('no consent mail');
  return { id: user.id, body, consentPath: new URL(approve).pathname };
}

/** The token of the newest sign-in link mailed to `email`, if any. */
export async function mailedToken(app: FastifyInstance, email: string) {
  const mails = (await readOutbox(app)).filter(
    (m) => m.to === email && m.subject === SIGN_IN_SUBJECT,
  );
  const link = mails.at(-1)?.links[0];
  if (!link) return undefined;
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/guardian/sign-in`);
  return url.searchParams.get('token') ?? undefined;
}

export const requestLink = (app: FastifyInstance, email: string, remoteAddress = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/guardian/link', payload: { email }, remoteAddress });

export const exchange = (app: FastifyInstance, token: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/guardian/session',
    payload: { token },
    remoteAddress: freshIp(),
    ...(cookie && { headers: { cookie } }),
  });

/** Signs a guardian in for real: asks for the link, follows the mailed token. Answers `gsid=…`. */
export async function signInGuardian(app: FastifyInstance, email: string): Promise<string> {
  expect((await requestLink(app, email)).statusCode).toBe(200);
  const token = await mailedToken(app, email);
  if (!token) throw new Error(`no sign-in link for ${email}`);
  const res = await exchange(app, token);
  expect(res.statusCode).toBe(200);
  return cookieFrom(res, 'gsid');
}

type Method = 'GET' | 'POST' | 'PATCH';

/** A request as the guardian's browser sends it (or with any other credentials). */
export function asGuardian(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: freshIp(),
    ...(payload && { payload }),
  });
}

export const login = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: freshIp(),
  });

/** Every guardian route about one child, with a valid body where it takes one. */
export const childRoutes = (id: string) =>
  [
    ['POST', `/api/guardian/children/${id}/decision`, { decision: 'approve' }],
    ['PATCH', `/api/guardian/children/${id}/settings`, { paused: true }],
    ['GET', `/api/guardian/children/${id}/activity`, undefined],
    ['POST', `/api/guardian/children/${id}/deletion`, undefined],
    ['GET', `/api/guardian/children/${id}/audit`, undefined],
  ] as const;
