export { JobFilters, jobCountLabel, type JobFiltersProps } from './JobFilters';
