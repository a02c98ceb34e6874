import type { JobView } from '@ic/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { useFormat, useT } from '../i18n';
import { usePositionsLabel } from '../JobList';
import { useJobLabels } from '../JobFilters/jobLabels';
import { SkeletonText } from '../Skeleton';
import { media, vars } from '../theme';

export const JOB_DETAILS_HEADINGS = ['h1', 'h2', 'h3'] as const;
type HeadingLevel = (typeof JOB_DETAILS_HEADINGS)[number];

const SUB_HEADING: Record<HeadingLevel, 'h2' | 'h3' | 'h4'> = { h1: 'h2', h2: 'h3', h3: 'h4' };

export type JobDetailsProps = {
  job: JobView;
  /** The job title's level; the tasks and skills headings sit one below. */
  headingLevel?: HeadingLevel;
  tasksTitle?: string;
  skillsTitle?: string;
  /** Something under the details, e.g. a link back to every job. */
  footer?: ReactNode;
  className?: string;
};

const Root = styled(Card)`
  display: grid;
  gap: ${vars.space[4]};

  & [data-slot='job-title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='job-tags'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-slot='job-facts'] {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${vars.space[1]} ${vars.space[4]};
    margin: 0;
  }
  & [data-slot='job-facts'] dt {
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='job-facts'] dd {
    margin: 0;
  }
  & [data-slot='job-description'] {
    margin: 0;
    white-space: pre-line;
  }
  & [data-slot='job-lists'] {
    display: grid;
    gap: ${vars.space[4]};
  }
  & [data-slot='job-lists'] h2,
  & [data-slot='job-lists'] h3,
  & [data-slot='job-lists'] h4 {
    font-size: ${vars.fontSize.xl};
    margin-bottom: ${vars.space[2]};
  }
  & [data-slot='job-lists'] ul {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
    padding-left: ${vars.space[5]};
  }
  ${media.md} {
    & [data-slot='job-title'] {
      font-size: ${vars.fontSize['3xl']};
    }
    & [data-slot='job-lists'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

function Points({
  title,
  items,
  heading: Heading,
}: {
  title: string;
  items: readonly string[];
  heading: 'h2' | 'h3' | 'h4';
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <Heading>{title}</Heading>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Everything about one job: title, department and type, positions, posting date, description, tasks and skills. */
export function JobDetails({
  job,
  headingLevel: Heading = 'h2',
  tasksTitle,
  skillsTitle,
  footer,
  className,
}: JobDetailsProps) {
  const t = useT();
  const labels = useJobLabels();
  const positionsLabel = usePositionsLabel();
  const posted = useFormat().date(job.postDate);
  return (
    <Root forwardedAs="article" padding="lg" className={className}>
      <Heading data-slot="job-title">{job.title}</Heading>
      <ul data-slot="job-tags" aria-label={t('careers.job.tags')}>
        <li>
          <Badge tone="accent">{labels.department(job.department)}</Badge>
        </li>
        <li>
          <Badge tone="secondary">{labels.jobType(job.jobType)}</Badge>
        </li>
      </ul>
      <dl data-slot="job-facts">
        <dt>{t('careers.job.openings')}</dt>
        <dd>{positionsLabel(job.positions)}</dd>
        {posted && (
          <>
            <dt>{t('careers.job.posted')}</dt>
            <dd>
              <time dateTime={job.postDate}>{posted}</time>
            </dd>
          </>
        )}
      </dl>
      {job.description && <p data-slot="job-description">{job.description}</p>}
      <div data-slot="job-lists">
        <Points
          title={tasksTitle ?? t('careers.job.tasks')}
          items={job.tasks}
          heading={SUB_HEADING[Heading]}
        />
        <Points
          title={skillsTitle ?? t('careers.job.skills')}
          items={job.skills}
          heading={SUB_HEADING[Heading]}
        />
      </div>
      {footer}
    </Root>
  );
}

/** The details' shape while the job loads. */
export function JobDetailsSkeleton({ className }: { className?: string }) {
  return (
    <Card padding="lg" className={className}>
      <SkeletonText lines={8} />
    </Card>
  );
}
