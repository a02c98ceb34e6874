import { authorsText, type Comic } from '@ic/domain';
import { useMessage } from '@ic/ui';

type ComicFacts = Pick<Comic, 'releasedYear' | 'authors'>;

/**
 * The lines under a comic's title: its year, then its authors ('Unknown Author' when none, which
 * `say` puts in the screen's language).
 */
export function comicMeta(
  comic: ComicFacts,
  say: (english: string) => string = (english) => english,
): string[] {
  const year = String(comic.releasedYear ?? '').trim();
  return [...(year ? [year] : []), say(authorsText(comic.authors))];
}

/** comicMeta in the screen's language: 'Unknown Author' is the domain's message. */
export function useComicMeta(): (comic: ComicFacts) => string[] {
  const message = useMessage();
  return (comic) => comicMeta(comic, (english) => message(english));
}
