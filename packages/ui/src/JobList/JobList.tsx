import { MESSAGES, type JobView } from '@ic/domain';
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { useFormat, useMessage, useT } from '../i18n';
import { Icon } from '../Icon';
import { useJobLabels } from '../JobFilters/jobLabels';
import { ContextLink } from '../LinkProvider';
import { SkeletonText } from '../Skeleton';
import { media, vars } from '../theme';

export const JOB_ROW_HEADINGS = ['h2', 'h3', 'h4'] as const;
type HeadingLevel = (typeof JOB_ROW_HEADINGS)[number];

/** Opens a job; called with the click, so the app can add what a plain link cannot (router state). */
export type JobOpenHandler = (job: JobView, event: MouseEvent<HTMLAnchorElement>) => void;

export type JobRowProps = {
  job: JobView;
  /** Where the row leads: the job's apply page. */
  href: string;
  onOpen?: JobOpenHandler;
  headingLevel?: HeadingLevel;
};

/** '1 position', '3 positions', in the screen's language. */
export function usePositionsLabel(): (count: number) => string {
  const t = useT();
  const format = useFormat();
  return (count) => t('careers.job.positions', format.count(count));
}

const Row = styled(Card)`
  position: relative;
  display: grid;
  gap: ${vars.space[3]};

  /* The title's link covers the row, so the whole row is one target and one tab stop. */
  & [data-slot='title'] a {
    color: inherit;
    text-decoration: none;
  }
  & [data-slot='title'] a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & [data-slot='title'] a:focus-visible {
    outline: none;
  }
  &:has(a:focus-visible) {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: 3px;
  }
  &:hover {
    box-shadow: ${vars.shadow.comicLg};
  }
  &:hover [data-slot='title'] a {
    text-decoration: underline;
  }

  & [data-slot='head'] {
    display: flex;
    align-items: start;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='tags'],
  & [data-slot='facts'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]} ${vars.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-slot='tags'] {
    gap: ${vars.space[2]};
  }
  & [data-slot='facts'] li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='description'] {
    margin: 0;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  ${media.md} {
    & [data-slot='title'] {
      font-size: ${vars.fontSize['2xl']};
    }
  }
`;

/** One open job: title (the link), department and type, the short description, positions and date. */
export function JobRow({ job, href, onOpen, headingLevel: Heading = 'h3' }: JobRowProps) {
  const t = useT();
  const labels = useJobLabels();
  const positionsLabel = usePositionsLabel();
  const posted = useFormat().date(job.postDate);
  return (
    <Row forwardedAs="li" padding="md">
      <div data-slot="head">
        <Heading data-slot="title">
          <ContextLink href={href} onClick={onOpen && ((event) => onOpen(job, event))}>
            {job.title}
          </ContextLink>
        </Heading>
        <Icon name="arrow-right" size="lg" />
      </div>
      <ul data-slot="tags" aria-label={t('careers.job.tags')}>
        <li>
          <Badge tone="accent" size="sm">
            {labels.department(job.department)}
          </Badge>
        </li>
        <li>
          <Badge tone="secondary" size="sm">
            {labels.jobType(job.jobType)}
          </Badge>
        </li>
      </ul>
      {job.description && <p data-slot="description">{job.description}</p>}
      <ul data-slot="facts" aria-label={t('careers.job.openings')}>
        <li>
          <Icon name="user" size="sm" />
          {positionsLabel(job.positions)}
        </li>
        {posted && (
          <li>
            <Icon name="calendar" size="sm" />
            <span>
              {t('careers.job.posted')} <time dateTime={job.postDate}>{posted}</time>
            </span>
          </li>
        )}
      </ul>
    </Row>
  );
}

const ListRoot = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export type JobListProps = {
  jobs: readonly JobView[];
  /** The address of each job's row. */
  hrefFor: (job: JobView) => string;
  onOpen?: JobOpenHandler;
  /** The rows' heading level, one under the list's own heading. */
  headingLevel?: HeadingLevel;
  /** What an empty list says (default: the spec's 'No jobs available'). */
  emptyTitle?: ReactNode;
  emptyMessage?: ReactNode;
  /** A way forward under the empty message, e.g. a button that clears the filters. */
  emptyAction?: ReactNode;
  'aria-label'?: string;
  className?: string;
};

/** The open jobs as rows that lead to each job's page; says 'No jobs available' when there are none. */
export function JobList({
  jobs,
  hrefFor,
  onOpen,
  headingLevel = 'h3',
  emptyTitle,
  emptyMessage,
  emptyAction,
  'aria-label': ariaLabel,
  className,
}: JobListProps) {
  const t = useT();
  const message = useMessage();
  if (jobs.length === 0) {
    return (
      <EmptyState
        className={className}
        icon="search"
        title={emptyTitle ?? message(MESSAGES.noJobs, 'errors.noJobs')}
        message={emptyMessage}
        action={emptyAction}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <ListRoot className={className} aria-label={ariaLabel ?? t('careers.job.list')}>
      {jobs.map((job) => (
        <JobRow
          key={job.id}
          job={job}
          href={hrefFor(job)}
          onOpen={onOpen}
          headingLevel={headingLevel}
        />
      ))}
    </ListRoot>
  );
}

/** Grey rows shaped like the list while it loads; one status announces the wait. */
export function JobListSkeleton({ rows = 4, className }: { rows?: number; className?: string }) {
  return (
    <ListRoot as="div" className={className} data-slot="job-list-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <Card key={index} padding="md">
          <SkeletonText lines={4} label={index === 0 ? undefined : null} />
        </Card>
      ))}
    </ListRoot>
  );
}
