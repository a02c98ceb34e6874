import { ComicHeader, MinimumDuration, TextLink, useCatalogue, useT } from '@ic/ui';
import { useParams } from 'react-router-dom';
import { useComic } from '../../api/comics';
import { paths } from '../../paths';
import { ComicChaptersSection } from '../../sections/comics/ComicChaptersSection';
import { useComicMeta } from '../../sections/comics/comicMeta';
import { usePageMeta } from '../usePageMeta';

/**
 * A comic's chapter list (spec section 3): the comic on top, then each chapter's picture, title
 * and release date, and why this reader cannot open it yet (a lock badge); a row opens the
 * reader at that chapter, which explains a lock. A failed load leaves the list empty.
 */
export function ChaptersPage() {
  useCatalogue('comics');
  const t = useT();
  const comicMeta = useComicMeta();
  const { comicId = '' } = useParams();
  const { comic, isLoading: comicLoading } = useComic(comicId);
  const chapters = t('comics.chapters.title');
  const title = comic?.title ?? chapters;
  usePageMeta(
    comic ? t('comics.chapters.pageTitle', { comic: comic.title }) : chapters,
    comic ? t('comics.chapters.meta', { comic: comic.title }) : t('comics.chapters.metaLoading'),
  );
  const back = <TextLink href={paths.comics.href()}>{t('comics.list.all')}</TextLink>;
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
        empty={<TextLink href={paths.comics.href()}>{t('comics.chapters.browse')}</TextLink>}
      />
    </>
  );
}
