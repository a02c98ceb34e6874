import { ComicHeader, MinimumDuration, TextLink } from '@ic/ui';
import { useParams } from 'react-router-dom';
import { useComic } from '../../api/comics';
import { paths } from '../../paths';
import { ComicChaptersSection } from '../../sections/comics/ComicChaptersSection';
import { comicMeta } from '../../sections/comics/comicMeta';
import { usePageMeta } from '../usePageMeta';

const TITLE = paths.chapters.title;

/**
 * A comic's chapter list (spec section 3): the comic on top, then each chapter's picture, title
 * and release date, and why this reader cannot open it yet (a lock badge); a row opens the
 * reader at that chapter, which explains a lock. A failed load leaves the list empty.
 */
export function ChaptersPage() {
  const { comicId = '' } = useParams();
  const { comic, isLoading: comicLoading } = useComic(comicId);
  const title = comic?.title ?? TITLE;
  usePageMeta(
    comic ? `${comic.title}: ${TITLE}` : TITLE,
    comic
      ? `Read ${comic.title}, an IC Universe comic, chapter by chapter.`
      : 'The chapters of an IC Universe comic, ready to read.',
  );
  const back = <TextLink href={paths.comics.href()}>All comics</TextLink>;
  return (
    <>
      <MinimumDuration ready={!comicLoading} placeholder={<ComicHeader title={title} loading />}>
        <ComicHeader
          title={title}
          cover={comic?.coverImg}
          meta={comic ? comicMeta(comic) : []}
          eyebrow={back}
        />
      </MinimumDuration>
      <ComicChaptersSection
        comicId={comicId}
        empty={<TextLink href={paths.comics.href()}>Browse comics</TextLink>}
      />
    </>
  );
}
