import { DEPARTMENTS, JOB_TYPES, type JobFilter } from '@ic/domain';
import styled from 'styled-components';
import { Select } from '../Select';
import { media, vars } from '../theme';

export type JobFiltersProps = {
  value: JobFilter;
  onChange: (next: JobFilter) => void;
  /** The department choices, 'All Departments' first. */
  departments?: readonly string[];
  /** The job type choices, 'All Job Types' first. */
  jobTypes?: readonly string[];
  /** How many jobs the filters leave; announced politely when it changes. Hidden while unknown. */
  count?: number;
  /** The group's accessible name. */
  label?: string;
  className?: string;
};

/** '1 job', '4 jobs'. */
export function jobCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'job' : 'jobs'}`;
}

const Root = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  align-items: end;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr)) auto;
  }

  & [data-slot='count'] {
    margin: 0;
    min-height: ${vars.size.control};
    display: flex;
    align-items: center;
    font-weight: ${vars.fontWeight.bold};
    color: ${vars.color.muted};
  }
`;

/** The careers list's two filters, department and job type, as labelled selects. */
export function JobFilters({
  value,
  onChange,
  departments = DEPARTMENTS,
  jobTypes = JOB_TYPES,
  count,
  label = 'Filter jobs',
  className,
}: JobFiltersProps) {
  return (
    <Root role="group" aria-label={label} className={className} data-slot="job-filters">
      <Select
        label="Department"
        options={departments}
        value={value.department}
        onChange={(event) => onChange({ ...value, department: event.target.value })}
      />
      <Select
        label="Job type"
        options={jobTypes}
        value={value.jobType}
        onChange={(event) => onChange({ ...value, jobType: event.target.value })}
      />
      <p data-slot="count" role="status">
        {count === undefined ? '' : jobCountLabel(count)}
      </p>
    </Root>
  );
}
