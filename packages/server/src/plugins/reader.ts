import { ACCESS_MESSAGES, type Reader } from '@ic/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors.ts';
import { childLimitsOf } from '../repositories/child-limits.ts';
import { memberUntil } from '../repositories/memberships.ts';

export const SIGNED_OUT: Reader = { kind: 'signed-out' };

/**
 * Who is asking, as the access decision sees it: signed out, or an account (session cookie or
 * bearer token, resolved by the auth plugin) with its entitlement end and, for a child, the
 * guardian's limits and today's minutes. Built fresh on every call from paid records and the
 * server's clock, so a lapsed membership or a guardian's change applies at once. The chapter
 * list, the media route, the reading routes and the purchase refusals all ask here.
 */
export async function readerOf(request: FastifyRequest): Promise<Reader> {
  const { user } = request;
  if (!user) return SIGNED_OUT;
  const { db } = request.server;
  const [until, child] = await Promise.all([
    memberUntil(db, user.id),
    childLimitsOf(db, user, request.server.now()),
  ]);
  return { kind: 'account', memberUntil: until?.toISOString() ?? null, child };
}

/** Whether the request comes from a child account (under 18, with a guardian). */
export async function isChildRequest(request: FastifyRequest): Promise<boolean> {
  const { user, server } = request;
  return user !== null && (await childLimitsOf(server.db, user, server.now())) !== null;
}

/** preValidation of every purchase: a child account is not offered one; its guardian buys. */
export async function refuseChildPurchase(request: FastifyRequest): Promise<void> {
  if (await isChildRequest(request)) throw forbidden(ACCESS_MESSAGES.guardianMustBuy);
}
