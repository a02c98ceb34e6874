import {
  lockLabel,
  refusalStatus,
  type AccessDecision,
  type AccessRefusal,
  type ChapterLock,
  type Rating,
  type Reader,
} from '@ic/domain';
import type { FastifyReply } from 'fastify';
import { failure } from './envelope.ts';

/** Answers that differ by reader: every cache revalidates, none shares one reader's answer. */
export const PER_READER = {
  'cache-control': 'private, no-cache',
  vary: 'Cookie, Authorization',
} as const;

/**
 * The chapter list's caching by caller. Signed out it is the same for everyone, but a lock
 * still flips the instant an early chapter turns free, so caches revalidate rather than keep it.
 */
export const CHAPTER_LIST_HEADERS: Record<Reader['kind'], Record<string, string>> = {
  'signed-out': { 'cache-control': 'public, no-cache', vary: PER_READER.vary },
  account: PER_READER,
};

type Refusal = Exclude<AccessDecision, { read: true }>;

const lockOfRefusal = (refusal: Refusal): ChapterLock =>
  refusal.reason === 'early-until'
    ? { reason: refusal.reason, until: refusal.until }
    : { reason: refusal.reason };

/** A refusal as a chapter row shows it (null when the chapter opens). */
export function lockOf(decision: AccessDecision): ChapterLock | null {
  return decision.read ? null : lockOfRefusal(decision);
}

/** 401 (signed out) or 403 (an account) in the envelope, with the lock's words and reason. */
export function refuseAccess(
  reply: FastifyReply,
  reader: Reader,
  refusal: Refusal,
  rating: Rating,
) {
  const body: AccessRefusal = {
    ...failure(lockLabel(refusal, rating) ?? ''),
    data: lockOfRefusal(refusal),
  };
  return reply.code(refusalStatus(reader)).headers(PER_READER).send(body);
}
