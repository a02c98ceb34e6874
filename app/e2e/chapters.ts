import type { Chapter, Comic } from '@ic/domain';
import type { APIRequestContext } from '@playwright/test';

/** The first pages are drawn on their first request: a seeded chapter renders lazily. */
export const FIRST_RENDER = { timeout: 30_000 };
/** The chapter list waits out the spec's 2.4 s skeletons first. */
export const AFTER_SKELETONS = { timeout: 10_000 };

export type Found = { comic: Comic; chapter: Chapter; chapters: Chapter[] };

/** A comic's first (free) chapter, with more chapters after it. */
export async function freeChapter(request: APIRequestContext): Promise<Found> {
  const comics = ((await (await request.get('/comic')).json()) as { data: Comic[] }).data;
  for (const comic of comics) {
    const response = await request.get(`/comicChap/${comic._id}/chapters`);
    const chapters = ((await response.json()) as { data: Chapter[] }).data;
    const chapter = chapters[0];
    if (chapter?.readable && chapters.length > 1) return { comic, chapter, chapters };
  }
  throw new Error('No free chapter with a next one in the seeded catalogue');
}
