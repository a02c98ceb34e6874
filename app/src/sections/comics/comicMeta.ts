import { authorsText, type Comic } from '@ic/domain';

/** The lines under a comic's title: its year, then its authors ('Unknown Author' when none). */
export function comicMeta(comic: Pick<Comic, 'releasedYear' | 'authors'>): string[] {
  const year = String(comic.releasedYear ?? '').trim();
  return [...(year ? [year] : []), authorsText(comic.authors)];
}
