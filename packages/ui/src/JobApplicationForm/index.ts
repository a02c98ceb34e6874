export {
  JOB_APPLICATION_FIELDS,
  type JobApplicationErrors,
  type JobApplicationField,
  type JobApplicationValues,
} from './applicationFields';
export {
  JobApplicationForm,
  type JobApplicationFormProps,
  type JobApplicationOutcome,
} from './JobApplicationForm';
