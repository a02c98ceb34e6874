export {
  JOB_DETAILS_HEADINGS,
  JobDetails,
  JobDetailsSkeleton,
  type JobDetailsProps,
} from './JobDetails';
