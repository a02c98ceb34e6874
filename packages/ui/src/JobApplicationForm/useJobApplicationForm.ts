import { jobApplicationSchema, type JobApplication } from '@ic/domain';
import { useState } from 'react';
import { fieldErrors } from '../FeedbackForm';

/** What the applicant types; the job comes from the page. */
export type JobApplicationValues = {
  name: string;
  email: string;
  phone: string;
  portfolioUrl: string;
  coverLetter: string;
};

export type JobApplicationField = keyof JobApplicationValues;
export type JobApplicationErrors = Partial<Record<JobApplicationField | 'jobId', string>>;

/** The fields in the order they are shown: the first wrong one takes the focus on submit. */
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

/** The body the API will receive (the domain's schema), or the first message for each wrong field. */
export function validateJobApplication(
  jobId: string,
  values: JobApplicationValues,
):
  | { application: JobApplication; errors: null }
  | { application: null; errors: JobApplicationErrors } {
  const result = jobApplicationSchema.safeParse({ jobId, ...values });
  if (result.success) return { application: result.data, errors: null };
  return {
    application: null,
    errors: fieldErrors<JobApplicationField | 'jobId'>(result.error.issues),
  };
}

export type VisibleErrorsInput = {
  /** The schema's messages for the values as they are now. */
  client: JobApplicationErrors;
  /** The server's messages from the last submit, each dropped once its field is edited. */
  server: JobApplicationErrors;
  touched: Partial<Record<JobApplicationField, boolean>>;
  submitted: boolean;
};

/**
 * What each field shows: its own message once it was left (blur) or the form was submitted, so
 * it clears live as soon as the value is right; otherwise the server's message for it, if any.
 */
export function visibleErrors({
  client,
  server,
  touched,
  submitted,
}: VisibleErrorsInput): JobApplicationErrors {
  const shown: JobApplicationErrors = {};
  for (const field of JOB_APPLICATION_FIELDS) {
    const own = submitted || touched[field] ? client[field] : undefined;
    const message = own ?? server[field];
    if (message) shown[field] = message;
  }
  return shown;
}

/** The application form's values, touched fields and messages. */
export function useJobApplicationForm(jobId: string, initial: Partial<JobApplicationValues> = {}) {
  const [values, setValues] = useState<JobApplicationValues>({ ...EMPTY_APPLICATION, ...initial });
  const [touched, setTouched] = useState<Partial<Record<JobApplicationField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<JobApplicationErrors>({});
  const checked = validateJobApplication(jobId, values);

  return {
    values,
    errors: visibleErrors({ client: checked.errors ?? {}, server, touched, submitted }),
    /** Shown at form level: the page gave no job, or the server refused the job. */
    jobError: (submitted && checked.errors?.jobId) || server.jobId,
    isTouched: (field: JobApplicationField) => submitted || Boolean(touched[field]),
    set: (field: JobApplicationField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServer(({ [field]: _edited, ...rest }) => rest);
    },
    blur: (field: JobApplicationField) => setTouched((current) => ({ ...current, [field]: true })),
    setServerErrors: setServer,
    /** Reveals every message; answers the body to send, or the first wrong field to focus. */
    submit: (): { application: JobApplication } | { firstInvalid: JobApplicationField | null } => {
      setSubmitted(true);
      if (checked.application) return { application: checked.application };
      const errors = checked.errors;
      return { firstInvalid: JOB_APPLICATION_FIELDS.find((field) => errors[field]) ?? null };
    },
  };
}
