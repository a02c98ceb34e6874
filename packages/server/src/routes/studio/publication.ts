import { STUDIO_COMICS_MESSAGES, type Publication, type publicationChangeSchema } from '@ic/domain';
import type { z } from 'zod';
import { fieldError } from '../../http/errors.ts';

type PublicationChange = z.output<typeof publicationChangeSchema>;

export interface PublicationWrite {
  /** The comic's or chapter's columns to set. */
  columns: { publication: Publication; publish_at: string | null };
  /** What the audit log keeps as `after`. */
  audited: { publication: Publication; publishAt: string | null; notifyFollowers?: boolean };
  message: string;
}

const MESSAGES: Record<Publication, string> = {
  published: STUDIO_COMICS_MESSAGES.published,
  scheduled: STUDIO_COMICS_MESSAGES.scheduled,
  draft: STUDIO_COMICS_MESSAGES.unpublished,
};

/**
 * A publication change as written: a schedule must be ahead of the server's clock (a time
 * passed is "publish now", which the editor says so). Publishing now clears any schedule.
 */
export function publicationOf(change: PublicationChange, now: Date): PublicationWrite {
  const { publication, publishAt } = change;
  const at = publishAt === null ? null : new Date(publishAt);
  if (at && at.getTime() <= now.getTime())
    throw fieldError('publishAt', STUDIO_COMICS_MESSAGES.publishAtPast);
  const iso = at?.toISOString() ?? null;
  return {
    columns: { publication, publish_at: iso },
    audited: { publication, publishAt: iso },
    message: MESSAGES[publication],
  };
}
