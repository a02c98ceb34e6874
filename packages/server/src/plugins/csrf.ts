import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GUARDIAN_COOKIE, SESSION_COOKIE } from '../http/cookies.ts';
import { forbidden } from '../http/errors.ts';
import { bearerToken } from './auth.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server callers that carry no browser credentials and sign their bodies. */
const EXEMPT_PREFIXES = ['/api/webhooks/'];

export const CSRF_MESSAGE = 'This request came from another site and was refused.';

/** PUBLIC_URL's origin, the request's own host, and the CORS_ORIGINS list (exact origins). */
function originTrusted(request: FastifyRequest, origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  const { publicUrl, corsOrigins } = request.server.config;
  return (
    url.origin === new URL(publicUrl).origin ||
    url.host === request.host ||
    corsOrigins.includes(url.origin)
  );
}

/**
 * Bearer tokens are never sent by a browser on its own, so such requests cannot be forged, as
 * long as no session cookie (a user's or a guardian's) rides along.
 */
function bearerOnly(request: FastifyRequest): boolean {
  return (
    bearerToken(request) !== undefined &&
    request.cookies[SESSION_COOKIE] === undefined &&
    request.cookies[GUARDIAN_COOKIE] === undefined
  );
}

function isForged(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  if (EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  if (bearerOnly(request)) return false;
  const { origin } = request.headers;
  // A listed partner site is another site: its writes are cross-site, and trusted.
  if (origin !== undefined && originTrusted(request, origin)) return false;
  return origin !== undefined || request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * CSRF defence by Origin and Fetch Metadata: browsers always send them on cross-origin writes,
 * so a write from another site is refused before any session is looked at, unless its origin is
 * one we trust (PUBLIC_URL, our own host, CORS_ORIGINS). Clients that send neither (curl, server
 * code) carry no ambient cookies of a victim's browser.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isForged(request)) throw forbidden(CSRF_MESSAGE);
  });
}
