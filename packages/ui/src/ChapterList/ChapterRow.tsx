import type { ChapterLock, Rating } from '@ic/domain';
import { Badge } from '../Badge';
import styled from 'styled-components';
import { Card } from '../Card';
import { CoverImage } from '../CoverImage';
import { useFormat, useT } from '../i18n';
import { Icon } from '../Icon';
import { LockBadge } from '../LockBadge';
import { vars } from '../theme';

export const CHAPTER_HEADINGS = ['h2', 'h3', 'h4'] as const;

export type ChapterRowProps = {
  title: string;
  /** The chapter's picture; missing or broken shows the placeholder. */
  image?: string | null;
  /** 'YYYY-MM-DD' or an ISO time; shown as 'Jun 10, 2025'. Absent: no date. */
  releaseDate?: string | null;
  /** Where the row leads: the reader, opened at this chapter. */
  href: string;
  headingLevel?: (typeof CHAPTER_HEADINGS)[number];
  /** 'eager' for rows on the first screen. */
  imageLoading?: 'lazy' | 'eager';
  /** Why this reader cannot open it yet; the row still leads to the reader, which explains. */
  lock?: ChapterLock | null;
  /** The comic's rating, which a rating lock names. */
  rating?: Rating;
  /** The chapter's number in its comic. */
  number?: number;
  /** How many pages it has (0 or absent: not said). */
  pageCount?: number;
  /** Where this reader is in it: finished, or the page reached; absent when not begun. */
  progress?: { page: number; finished: boolean } | null;
};

const Row = styled.span`
  display: grid;
  grid-template-columns: ${vars.size.avatarLg} minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[4]};

  & [data-slot='chapter-thumb'] {
    border-radius: ${vars.radius.md};
  }
  & [data-slot='chapter-text'] {
    display: grid;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  /* Long titles stop after two lines with an ellipsis; the full title stays in the DOM for
     screen readers and in the tooltip. */
  & [data-slot='chapter-title'] {
    display: -webkit-box;
    overflow: hidden;
    font-size: ${vars.fontSize.xl};
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
  }
  & [data-slot='chapter-date'] {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='chapter-lock'],
  & [data-slot='chapter-mark'] {
    margin-top: ${vars.space[1]};
  }
  & [data-slot='chapter-facts'] {
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
  }
`;

/**
 * One chapter of a comic: picture, number and page count, title cut to two lines, release date,
 * this reader's mark (finished, or the page reached) and, when this reader cannot open it, why
 * (a lock badge); the row opens it.
 */
export function ChapterRow({
  title,
  image,
  releaseDate,
  href,
  headingLevel: Heading = 'h3',
  imageLoading = 'lazy',
  lock = null,
  rating = 'G',
  number,
  pageCount = 0,
  progress = null,
}: ChapterRowProps) {
  const t = useT();
  const format = useFormat();
  const date = releaseDate ? format.date(releaseDate) : '';
  const facts = [
    number ? t('comics.chapter.number', { number }) : '',
    pageCount > 0 ? t('comics.chapter.pages', format.count(pageCount)) : '',
  ].filter(Boolean);
  return (
    <Card href={href} padding="sm">
      <Row title={title}>
        <CoverImage src={image} alt="" loading={imageLoading} data-slot="chapter-thumb" />
        <span data-slot="chapter-text">
          {facts.length > 0 && <span data-slot="chapter-facts">{facts.join(' · ')}</span>}
          <Heading data-slot="chapter-title">{title}</Heading>
          {date && (
            <time data-slot="chapter-date" dateTime={releaseDate ?? undefined}>
              {date}
            </time>
          )}
          {lock && <LockBadge lock={lock} rating={rating} data-slot="chapter-lock" />}
          {progress && (
            <Badge
              size="sm"
              tone={progress.finished ? 'success' : 'accent'}
              data-slot="chapter-mark"
              data-mark={progress.finished ? 'finished' : 'in-progress'}
            >
              <Icon name={progress.finished ? 'check' : 'bookmark'} size="inherit" />
              {progress.finished
                ? t('comics.chapter.finished')
                : t('comics.chapter.reading', {
                    page: progress.page,
                    count: pageCount || progress.page,
                  })}
            </Badge>
          )}
        </span>
        <Icon name="chevron-right" />
      </Row>
    </Card>
  );
}
