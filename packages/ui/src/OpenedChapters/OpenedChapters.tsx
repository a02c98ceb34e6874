import { DISPLAY_TIME_ZONE, formatDateTime, LANGUAGE_LOCALES } from '@ic/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState';
import { useLanguage, useT } from '../i18n';
import { vars } from '../theme';

export type OpenedChapter = {
  chapterId: string;
  chapterTitle: string;
  comicTitle: string;
  /** ISO instant, shown on the India clock. */
  openedAt: string;
};

export type OpenedChaptersProps = {
  /** Newest first. */
  chapters: readonly OpenedChapter[];
  title?: string;
  headingLevel?: 'h3' | 'h4';
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  & [data-slot='opened-title'] {
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='opened-list'] {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-slot='opened-item'] {
    display: grid;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  & [data-slot='opened-chapter'] {
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
  & [data-slot='opened-comic'],
  & [data-slot='opened-at'] {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
  }
`;

/** The chapters a child opened (newest first): which chapter of which comic, and when. */
export function OpenedChapters({
  chapters,
  title,
  headingLevel: Heading = 'h3',
  className,
}: OpenedChaptersProps) {
  const t = useT();
  const language = useLanguage();
  // English keeps the spec's 'Oct 12, 2025' order; Hindi writes its own.
  const when = (iso: string) =>
    language === 'en'
      ? formatDateTime(iso)
      : formatDateTime(iso, DISPLAY_TIME_ZONE, LANGUAGE_LOCALES[language]);
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={className} data-slot="opened-chapters">
      <Heading id={titleId} data-slot="opened-title">
        {title ?? t('account.opened.title')}
      </Heading>
      {chapters.length === 0 ? (
        <EmptyState
          icon="book"
          headingLevel="h4"
          title={t('account.opened.emptyTitle')}
          message={t('account.opened.emptyMessage')}
        />
      ) : (
        <ol data-slot="opened-list" aria-labelledby={titleId}>
          {chapters.map((chapter) => (
            <li key={`${chapter.chapterId}-${chapter.openedAt}`} data-slot="opened-item">
              <span data-slot="opened-chapter">{chapter.chapterTitle}</span>
              <span data-slot="opened-comic">{chapter.comicTitle}</span>
              <time data-slot="opened-at" dateTime={chapter.openedAt}>
                {when(chapter.openedAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Root>
  );
}
