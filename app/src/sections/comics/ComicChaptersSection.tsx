import { MESSAGES, nextToRead } from '@ic/domain';
import {
  ChapterList,
  EmptyState,
  MinimumDuration,
  Section,
  TextLink,
  useCatalogue,
  useMessage,
  useT,
} from '@ic/ui';
import type { ReactNode } from 'react';
import { useChapters } from '../../api/chapters';
import { paths } from '../../paths';
import { useSession } from '../../session';
import { SaveForOffline } from '../reading/SaveForOffline';
import { useChapterMarks } from '../reading/useChapterMarks';

/**
 * A comic's chapters, as the chapter list page and the comic page both show them: numbers, page
 * counts, finished and in-progress marks, each row opening the reader (which explains a lock),
 * and a Start/Continue button to the chapter this reader is due to read next. A signed-in
 * reader can save each chapter they may open for offline reading from its row (the reader's
 * own button; signed out, the reader's header says to sign in, a list does not say it per row).
 */
export function ComicChaptersSection({ comicId, empty }: { comicId: string; empty?: ReactNode }) {
  useCatalogue('comics');
  const t = useT();
  const message = useMessage();
  const title = t('comics.chapters.title');
  const { chapters, isLoading } = useChapters(comicId);
  const { marks } = useChapterMarks(comicId);
  const { signedIn } = useSession();
  const resume = nextToRead(
    chapters.map((chapter) => ({ ...chapter, id: chapter._id })),
    marks,
  );
  return (
    <Section
      title={title}
      action={
        resume && (
          <TextLink
            variant="button"
            tone="primary"
            size="sm"
            href={paths.reader.href(comicId, resume.chapter._id, resume.page ?? undefined)}
          >
            {resume.begun
              ? t('comics.chapters.continue', { number: resume.chapter.number })
              : t('comics.chapters.start')}
          </TextLink>
        )
      }
    >
      <MinimumDuration ready={!isLoading} placeholder={<ChapterList chapters={[]} loading />}>
        {chapters.length > 0 ? (
          <ChapterList
            aria-label={title}
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
              action:
                signedIn && !chapter.lock ? (
                  <SaveForOffline
                    comicId={comicId}
                    chapterId={chapter._id}
                    rating={chapter.rating}
                    subject={chapter.title}
                  />
                ) : undefined,
            }))}
          />
        ) : (
          <EmptyState
            icon="book"
            headingLevel="h3"
            title={message(MESSAGES.noChapters, 'errors.noChapters')}
            message={t('comics.chapters.emptyHint')}
            action={empty}
          />
        )}
      </MinimumDuration>
    </Section>
  );
}
