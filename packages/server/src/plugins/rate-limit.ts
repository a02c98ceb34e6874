import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooMany } from '../http/errors.ts';
import { isProbe } from '../http/probes.ts';
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

/** The general limit every request counts against, 404s included (probes excepted). */
export function registerRateLimit(app: FastifyInstance): void {
  const limit = app.config.rateLimitPerMinute;
  if (limit <= 0) return;
  const rule = { name: 'ip', limit, windowMs: MINUTE };
  app.addHook('onRequest', async (request, reply) => {
    if (!isProbe(request)) await consume(request, reply, rule, request.ip);
  });
}
