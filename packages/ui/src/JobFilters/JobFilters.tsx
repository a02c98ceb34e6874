import { DEPARTMENTS, JOB_TYPES, type JobFilter } from '@ic/domain';
import styled from 'styled-components';
import { useFormat, useT } from '../i18n';
import { Select } from '../Select';
import { media, vars } from '../theme';
import { useJobLabels } from './jobLabels';

export type JobFiltersProps = {
  value: JobFilter;
  onChange: (next: JobFilter) => void;
  /** The department choices, 'All Departments' first. */
  departments?: readonly string[];
  /** The job type choices, 'All Job Types' first. */
  jobTypes?: readonly string[];
  /** How many jobs the filters leave; announced politely when it changes. Hidden while unknown. */
  count?: number;
  /** The group's accessible name ('Filter jobs'). */
  label?: string;
  className?: string;
};

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
  label,
  className,
}: JobFiltersProps) {
  const t = useT();
  const format = useFormat();
  const labels = useJobLabels();
  const options = (values: readonly string[], labelOf: (value: string) => string) =>
    values.map((option) => ({ value: option, label: labelOf(option) }));
  return (
    <Root
      role="group"
      aria-label={label ?? t('careers.filters.label')}
      className={className}
      data-slot="job-filters"
    >
      <Select
        label={t('careers.filters.department')}
        options={options(departments, labels.department)}
        value={value.department}
        onChange={(event) => onChange({ ...value, department: event.target.value })}
      />
      <Select
        label={t('careers.filters.jobType')}
        options={options(jobTypes, labels.jobType)}
        value={value.jobType}
        onChange={(event) => onChange({ ...value, jobType: event.target.value })}
      />
      <p data-slot="count" role="status">
        {count === undefined ? '' : t('careers.filters.count', format.count(count))}
      </p>
    </Root>
  );
}
