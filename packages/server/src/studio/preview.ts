import type { PreviewAs, Reader } from '@ic/domain';
import type { FastifyRequest } from 'fastify';
import type { Audience } from '../repositories/comics.ts';
import { rolesOf } from '../repositories/staff.ts';

// "Preview as a member / as a visitor" in the studio opens the real reader with ?preview=. The
// server honours it for editors only: drafts are shown, and access is decided as for the one
// previewed. Anyone else gets the public answer, as if the flag were not there.

export interface Preview {
  as: PreviewAs;
  audience: Audience;
  reader: Reader;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The reader a preview decides access for: a running membership, or nobody signed in. */
export function previewReader(as: PreviewAs, now: Date): Reader {
  if (as === 'visitor') return { kind: 'signed-out' };
  return {
    kind: 'account',
    memberUntil: new Date(now.getTime() + YEAR_MS).toISOString(),
    child: null,
  };
}

/** The preview the request asks for, when its caller is an editor; null otherwise. */
export async function previewOf(
  request: FastifyRequest,
  as: PreviewAs | undefined,
): Promise<Preview | null> {
  if (!as || !request.user) return null;
  const roles = await rolesOf(request.server.db, request.user.id);
  if (!roles.includes('editor')) return null;
  return { as, audience: 'studio', reader: previewReader(as, request.server.now()) };
}

/** A page image's address inside a preview: the media route honours the same flag. */
export const withPreview = (url: string, preview: Preview | null) =>
  preview ? `${url}?preview=${preview.as}` : url;
