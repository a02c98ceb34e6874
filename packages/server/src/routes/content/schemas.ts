import type { PageMeta } from '@ic/domain';
import { z } from 'zod';

// Parameter schemas shared by the content routes (characters, comics, blogs, careers,
// timeline, teams); what they answer is in @ic/domain's contracts.

export const INVALID_ID = 'Invalid id.';
export const CONTENT_ID = /^[0-9a-f]{24}$/;

export const idParams = z.object({
  id: z.string().regex(CONTENT_ID, INVALID_ID).describe('24 lowercase hex characters'),
});

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export function pageMeta(total: number, page: number, limit: number): PageMeta {
  return { total, page, limit, pages: Math.ceil(total / limit) };
}
