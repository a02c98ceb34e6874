import { USER_COOKIE, type UserRecord } from '@ic/domain';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

export const SESSION_COOKIE = 'sid';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Secure everywhere except plain-http localhost, where browsers would drop a Secure cookie. */
export function cookiesSecure(config: Config): boolean {
  const url = new URL(config.publicUrl);
  return !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

export function setSessionCookie(reply: FastifyReply, sid: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookiesSecure(reply.server.config),
    expires: expiresAt,
  });
}

/** The spec's `user` cookie: a display copy for the app, readable by script, never a credential. */
export function setUserCookie(reply: FastifyReply, record: UserRecord) {
  const { name, username, email, newsLetter } = record;
  reply.setCookie(USER_COOKIE.name, JSON.stringify({ name, username, email, newsLetter }), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: cookiesSecure(reply.server.config),
    maxAge: USER_COOKIE.maxAgeSeconds,
  });
}

export function clearAuthCookies(reply: FastifyReply) {
  const secure = cookiesSecure(reply.server.config);
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(USER_COOKIE.name, { path: '/', sameSite: 'lax', secure });
}
