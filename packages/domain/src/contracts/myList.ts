// What the My list routes answer (issue 13): the comics and characters a signed-in reader keeps.
import { z } from 'zod';

/** What can go on My list. */
export const MY_LIST_KINDS = ['comic', 'character'] as const;
export const myListKindSchema = z.enum(MY_LIST_KINDS);
export type MyListKind = z.infer<typeof myListKindSchema>;

/** One entry: a comic (its title and cover) or a character (their name and portrait). */
export const myListItemSchema = z.object({
  kind: myListKindSchema,
  _id: z.string(),
  title: z.string().describe("A comic's title or a character's name"),
  image: z.string().describe("A comic's cover or a character's portrait"),
  addedAt: z.string(),
});
export type MyListItem = z.infer<typeof myListItemSchema>;

/** GET /api/my-list, and what PUT and DELETE answer: newest first. */
export const myListSchema = z.object({ items: z.array(myListItemSchema) });
export type MyList = z.infer<typeof myListSchema>;
