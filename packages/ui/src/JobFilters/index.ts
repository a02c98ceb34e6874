export { JobFilters, type JobFiltersProps } from './JobFilters';
export { useJobLabels } from './jobLabels';
