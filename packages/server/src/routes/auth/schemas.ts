import { z } from 'zod';

/** Reset and consent links: a record id and a secret; bounded so junk never reaches the database. */
export const linkParamsSchema = z.object({
  id: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});
