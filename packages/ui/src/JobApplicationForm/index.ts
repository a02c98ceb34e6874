export {
  JobApplicationForm,
  type JobApplicationFormProps,
  type JobApplicationOutcome,
} from './JobApplicationForm';
export {
  EMPTY_APPLICATION,
  JOB_APPLICATION_FIELDS,
  useJobApplicationForm,
  validateJobApplication,
  visibleErrors,
  type JobApplicationErrors,
  type JobApplicationField,
  type JobApplicationValues,
} from './useJobApplicationForm';
