import { GUARDIAN_MESSAGES } from '@ic/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failureSchema } from '../../http/envelope.ts';
import { GUARDIAN_COOKIE } from '../../http/cookies.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { childOf, findGuardianSession, type Guardian } from '../../repositories/guardians.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guardian signed in by the `gsid` cookie, on the guardian routes; null elsewhere. */
    guardian: Guardian | null;
  }
}

/** The guardian session the request's `gsid` cookie opens, if any. Nothing else counts. */
async function guardianSessionOf(request: FastifyRequest) {
  const secret = request.cookies[GUARDIAN_COOKIE];
  if (!secret) return undefined;
  return findGuardianSession(request.server.db, secret, request.server.now());
}

/**
 * Guards a plugin's routes (before validation, so strangers learn nothing from error details):
 * only a live guardian session passes. A user's session cookie or bearer token never does: a
 * child signed in as itself is a stranger here.
 */
export function requireGuardian(app: FastifyInstance): void {
  app.decorateRequest('guardian', null);
  app.addHook('preValidation', async (request) => {
    const guardian = await guardianSessionOf(request);
    if (!guardian) throw unauthorized(GUARDIAN_MESSAGES.notSignedIn);
    request.guardian = guardian;
  });
}

/** The signed-in guardian, for handlers behind requireGuardian. */
export function currentGuardian(request: FastifyRequest): Guardian {
  if (!request.guardian) throw unauthorized(GUARDIAN_MESSAGES.notSignedIn);
  return request.guardian;
}

export const childParams = z.object({ id: z.string().min(1).max(64) });
/** The refusals every route about one child may answer. */
export const refusals = { 401: failureSchema, 404: failureSchema } as const;

/** The guardian's child named in the path; 404 for anyone else's, never saying it exists. */
export async function theirChild(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: string } }>,
) {
  const child = await childOf(app.db, currentGuardian(request).id, request.params.id, app.now());
  if (!child) throw notFound(GUARDIAN_MESSAGES.noSuchChild);
  return child;
}
