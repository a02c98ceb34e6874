/** What the applicant types; the job comes from the page. */
export type JobApplicationValues = {
  name: string;
  email: string;
  phone: string;
  portfolioUrl: string;
  coverLetter: string;
};

export type JobApplicationField = keyof JobApplicationValues;
/** The CV travels beside the checked values, as a file. */
export const CV_FIELD = 'cv';
export type JobApplicationErrors = Partial<
  Record<JobApplicationField | 'jobId' | typeof CV_FIELD, string>
>;

/** The fields in the order they are shown, for mapping the server's messages onto them. */
export const JOB_APPLICATION_FIELDS: readonly JobApplicationField[] = [
  'name',
  'email',
  'phone',
  'portfolioUrl',
  'coverLetter',
];

export const EMPTY_APPLICATION: JobApplicationValues = {
  name: '',
  email: '',
  phone: '',
  portfolioUrl: '',
  coverLetter: '',
};
