import { z } from 'zod';
import { failureSchema } from '../../http/envelope.ts';

export const TAGS = ['studio'];

/** Accounts are UUIDs; anything else is 400 before a query. */
export const userParams = z.object({ userId: z.uuid('Not a valid account id') });

/** The failures every studio route can answer, beside its own. */
export const guarded = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  429: failureSchema,
};
