import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton, SkeletonText } from '../Skeleton';
import { vars } from '../theme';
import { ChapterRow, type ChapterRowProps } from './ChapterRow';

export type ChapterListItem = Omit<ChapterRowProps, 'headingLevel' | 'imageLoading'> & {
  id: string;
  /** A control for this chapter beside its row (e.g. "Save for offline"): a row is one link,
   * which may hold no button. */
  action?: ReactNode;
};

export type ChapterListProps = {
  chapters: readonly ChapterListItem[];
  /** Stand-in rows while the chapters load. */
  loading?: boolean;
  /** How many stand-in rows. */
  skeletonRows?: number;
  headingLevel?: ChapterRowProps['headingLevel'];
  'aria-label'?: string;
  className?: string;
};

/** How many rows are on the first screen, whose pictures load at once. */
const FIRST_SCREEN_ROWS = 4;

const List = styled.ol`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  /* With actions, one column of rows and one of actions, so every row is as wide as the next
     whatever its button says (and a row without one keeps the same width). */
  &[data-actions] {
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${vars.space[2]};
  }
  &[data-actions] > li {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    align-items: center;
  }
`;

// Shaped like a row (picture, two lines), so nothing moves when the chapters arrive.
const SkeletonRow = styled.span`
  display: grid;
  grid-template-columns: ${vars.size.avatarLg} minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]};
  border: ${vars.size.border} solid ${vars.color.skeleton};
  border-radius: ${vars.radius.lg};
`;

/** A comic's chapters in reading order, each row opening the reader, an action beside any. */
export function ChapterList({
  chapters,
  loading = false,
  skeletonRows = 3,
  headingLevel,
  'aria-label': ariaLabel,
  className,
}: ChapterListProps) {
  if (loading) {
    return (
      <List className={className} aria-busy="true" aria-label={ariaLabel}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <li key={index}>
            <SkeletonRow>
              {/* One status for the whole list: the first stand-in says it. */}
              <Skeleton variant="image" ratio="portrait" label={index === 0 ? undefined : null} />
              <SkeletonText lines={2} label={null} />
            </SkeletonRow>
          </li>
        ))}
      </List>
    );
  }
  return (
    <List
      className={className}
      aria-label={ariaLabel}
      data-actions={chapters.some((chapter) => chapter.action) || undefined}
    >
      {chapters.map(({ id, action, ...chapter }, index) => (
        <li key={id}>
          <ChapterRow
            {...chapter}
            headingLevel={headingLevel}
            imageLoading={index < FIRST_SCREEN_ROWS ? 'eager' : 'lazy'}
          />
          {action}
        </li>
      ))}
    </List>
  );
}
