import { createHash } from 'node:crypto';

/** A Mongo-like 24-hex id, stable for the same key (so links and re-seeds agree). */
export function contentId(key: string): string {
  return createHash('sha1').update(key).digest('hex').slice(0, 24);
}

/** Ids derived from names and titles: every instance (and every import) agrees on them. */
export const ids = {
  character: (name: string) => contentId(`character:${name}`),
  comic: (title: string) => contentId(`comic:${title}`),
  chapter: (comicTitle: string, number: number) => contentId(`chapter:${comicTitle}:${number}`),
  blog: (title: string) => contentId(`blog:${title}`),
  job: (title: string) => contentId(`job:${title}`),
  timeline: (title: string) => contentId(`timeline:${title}`),
  team: (name: string) => contentId(`team:${name}`),
};
