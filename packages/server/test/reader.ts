// Test helpers for the reader: seeded chapters picked by what they are (free or members-only,
// the comic's rating), not by title, so the tests hold whatever the sample world holds.
import type { Chapter, Comic, Rating } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { chaptersOf } from './access.ts';
import { get } from './payments/flow.ts';

export interface ShelvedComic {
  comic: Comic;
  chapters: Chapter[];
}

export async function seededShelf(app: FastifyInstance): Promise<ShelvedComic[]> {
  const comics: Comic[] = (await get(app, '/comic')).json().data;
  return Promise.all(
    comics.map(async (comic) => ({ comic, chapters: await chaptersOf(app, comic) })),
  );
}

/** A comic of this rating whose first chapter is free and second is for members. */
export function comicRated(shelf: ShelvedComic[], rating: Rating): ShelvedComic {
  const found = shelf.find(
    ({ comic, chapters: [first, second] }) =>
      comic.rating === rating && first?.access === 'free' && second?.access === 'members',
  );
  if (!found)
    throw new Error(`the sample has no ${rating} comic with a free and a members chapter`);
  return found;
}

export function nth(shelved: ShelvedComic, index: number): Chapter {
  const chapter = shelved.chapters[index];
  if (!chapter) throw new Error(`${shelved.comic.title} has no chapter ${index + 1}`);
  return chapter;
}

export const pagesUrl = (chapter: Chapter) =>
  `/comicChap/${chapter.comicId}/chapters/${chapter._id}/pages`;
