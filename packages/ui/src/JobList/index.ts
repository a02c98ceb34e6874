export {
  JOB_ROW_HEADINGS,
  JobList,
  JobListSkeleton,
  JobRow,
  usePositionsLabel,
  type JobListProps,
  type JobOpenHandler,
  type JobRowProps,
} from './JobList';
