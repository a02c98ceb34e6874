import { MESSAGES, nextToRead } from '@ic/domain';
import { ChapterList, ComicHeader, EmptyState, MinimumDuration, Section, TextLink } from '@ic/ui';
import { useParams } from 'react-router-dom';
import { useChapters } from '../../api/chapters';
import { useComic } from '../../api/comics';
import { paths } from '../../paths';
import { comicMeta } from '../../sections/comics/comicMeta';
import { useChapterMarks } from '../../sections/reading/useChapterMarks';
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
  const { chapters, isLoading } = useChapters(comicId);
  const { marks } = useChapterMarks(comicId);
  const resume = nextToRead(
    chapters.map((chapter) => ({ ...chapter, id: chapter._id })),
    marks,
  );
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
      <Section
        title={TITLE}
        action={
          resume && (
            <TextLink
              variant="button"
              tone="primary"
              size="sm"
              href={paths.reader.href(comicId, resume.chapter._id, resume.page ?? undefined)}
            >
              {resume.begun ? `Continue: chapter ${resume.chapter.number}` : 'Start reading'}
            </TextLink>
          )
        }
      >
        <MinimumDuration ready={!isLoading} placeholder={<ChapterList chapters={[]} loading />}>
          {chapters.length > 0 ? (
            <ChapterList
              aria-label={TITLE}
              chapters={chapters.map((chapter) => ({
                id: chapter._id,
                title: chapter.title,
                image: chapter.chapImage,
                releaseDate: chapter.releaseDate,
                href: paths.reader.href(comicId, chapter._id),
                lock: chapter.lock,
                rating: chapter.rating,
                number: chapter.number,
                pageCount: chapter.pageCount,
                progress: marks.get(chapter._id) ?? null,
              }))}
            />
          ) : (
            <EmptyState
              icon="book"
              headingLevel="h3"
              title={MESSAGES.noChapters}
              message="This comic's first chapter is on its way."
              action={<TextLink href={paths.comics.href()}>Browse comics</TextLink>}
            />
          )}
        </MinimumDuration>
      </Section>
    </>
  );
}
