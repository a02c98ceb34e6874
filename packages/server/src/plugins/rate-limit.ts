import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooMany } from '../http/errors.ts';
import { isProbe } from '../http/probes.ts';
import { isRenderRead } from '../pages/renderer.ts';
import { hit } from '../repositories/rate-limits.ts';

export interface RateRule {
  /** Part of the counter key: rules never share counters. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

function retryAfterSeconds(resetAt: Date, now: Date) {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one request of `subject` against `rule` in the database (shared by all instances,
 * kept across restarts) and answers 429 with Retry-After once the limit is passed.
 */
export async function consume(
  request: FastifyRequest,
  reply: FastifyReply,
  rule: RateRule,
  subject: string,
): Promise<void> {
  const now = request.server.now();
  const window = await hit(request.server.db, `${rule.name}:${subject}`, rule.windowMs, now);
  if (window.count > rule.limit) {
    reply.header('retry-after', retryAfterSeconds(window.resetAt, now));
    throw tooMany();
  }
}

/** A route hook (use it as preValidation, so invalid bodies count too) limiting each IP to `rule`. */
export function limitPerIp(rule: RateRule) {
  return (request: FastifyRequest, reply: FastifyReply) =>
    consume(request, reply, rule, request.ip);
}

/** Keys of clients one instance keeps counts for; past it, the longest idle are forgotten. */
const TRACKED_CLIENTS = 50_000;

/**
 * The general limit every request counts against, 404s included (probes excepted): counted in this instance's
 * memory (a database write per request would cost more than most answers), so with N instances
 * behind a balancer a client gets up to N times the limit. The limits that protect accounts
 * (login, signup, reset, feedback, the guardian link) stay in the database, shared by all.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const max = app.config.rateLimitPerMinute;
  if (max <= 0) return;
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: MINUTE,
    cache: TRACKED_CLIENTS,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    // The page renderer's reads are the server's own, made for a page request already counted.
    allowList: (request) => isProbe(request) || isRenderRead(request),
    errorResponseBuilder: () => tooMany(),
  });
  // One hook for every request, the not-found handler's included.
  app.addHook('onRequest', app.rateLimit());
}
