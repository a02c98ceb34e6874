export {
  JOB_ROW_HEADINGS,
  JobList,
  JobListSkeleton,
  JobRow,
  positionsLabel,
  type JobListProps,
  type JobOpenHandler,
  type JobRowProps,
} from './JobList';
