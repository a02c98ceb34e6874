import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GUARDIAN_COOKIE, SESSION_COOKIE } from '../http/cookies.ts';
import { forbidden } from '../http/errors.ts';
import { bearerToken } from './auth.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server callers that carry no browser credentials and sign their bodies. */
const EXEMPT_PREFIXES = ['/api/webhooks/'];

export const CSRF_MESSAGE = 'This request came from another site and was refused.';

function originAllowed(request: FastifyRequest, origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (
    url.origin === new URL(request.server.config.publicUrl).origin || url.host === request.host
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
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const { origin } = request.headers;
  return origin !== undefined && !originAllowed(request, origin);
}

/**
 * CSRF defence by Origin and Fetch Metadata: browsers always send them on cross-origin writes,
 * so a write from another site is refused before any session is looked at. Clients that send
 * neither (curl, server code) carry no ambient cookies of a victim's browser.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isForged(request)) throw forbidden(CSRF_MESSAGE);
  });
}
