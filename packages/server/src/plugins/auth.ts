import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  clearAuthCookies,
  SESSION_COOKIE,
  setSessionCookie,
  setUserCookie,
} from '../http/cookies.ts';
import { unauthorized } from '../http/errors.ts';
import { isProbe } from '../http/probes.ts';
import {
  createSession,
  deleteSession,
  findActiveSession,
  type ActiveSession,
} from '../repositories/sessions.ts';
import { toAuthUser, toUserRecord, type AuthUser, type UserRow } from '../repositories/users.ts';
import { sameForEveryone } from './public-cache/index.ts';

export type { AuthUser };

export interface AuthSession {
  id: string;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (by session cookie or bearer token), or null. */
    user: AuthUser | null;
    authSession: AuthSession | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

async function lookUp(
  request: FastifyRequest,
): Promise<[ActiveSession, AuthSession['via']] | undefined> {
  const { db } = request.server;
  const now = request.server.now();
  const sid = request.cookies[SESSION_COOKIE];
  const fromCookie = sid ? await findActiveSession(db, { sid }, now) : undefined;
  if (fromCookie) return [fromCookie, 'cookie'];
  const token = bearerToken(request);
  const fromToken = token ? await findActiveSession(db, { token }, now) : undefined;
  return fromToken ? [fromToken, 'bearer'] : undefined;
}

async function resolveUser(request: FastifyRequest) {
  // Public content is the same whoever asks: no session lookup (a query) for it.
  if (isProbe(request) || sameForEveryone(request)) return;
  const found = await lookUp(request);
  if (!found) return;
  const [session, via] = found;
  request.user = toAuthUser(session.user);
  request.authSession = { id: session.id, via };
}

/** Sessions: resolves `request.user` from the `sid` cookie or a bearer token on every request but public content. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', resolveUser);
}

/** preHandler for routes that need a signed-in user: 401 in the envelope otherwise. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Signs `user` in with a brand-new session (any session the request carried is revoked first,
 * so a planted id never becomes authenticated), sets the cookies and returns the bearer token.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const { db } = request.server;
  if (request.authSession) await deleteSession(db, request.authSession.id);
  const session = await createSession(db, user.id, request.server.now());
  setSessionCookie(reply, session.sid, session.expiresAt);
  setUserCookie(reply, toUserRecord(user));
  request.user = toAuthUser(user);
  request.authSession = { id: session.id, via: 'cookie' };
  return session.token;
}

/** Revokes the request's session (cookie and token alike) and clears both cookies. */
export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.authSession) await deleteSession(request.server.db, request.authSession.id);
  request.user = null;
  request.authSession = null;
  clearAuthCookies(reply);
}
