import { MESSAGES, type JobApplication } from '@ic/domain';
import {
  JOB_APPLICATION_FIELDS,
  type JobApplicationErrors,
  type JobApplicationOutcome,
} from '@ic/ui';
import { applyForJob } from '../../api/careers';
import { ApiError, serverMessageOr } from '../../api/client';
import { logFailure } from '../../api/log';

type Failure = Extract<JobApplicationOutcome, { ok: false }>;

const FORM_KEYS: readonly string[] = [...JOB_APPLICATION_FIELDS, 'jobId', 'cv'];

/** The server's first message for each field the form has. */
function formFieldErrors(error: ApiError): JobApplicationErrors {
  const errors: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors) {
    if (FORM_KEYS.includes(field) && !(field in errors)) errors[field] = message;
  }
  return errors;
}

/**
 * What the form shows for a failed send: the server's message (its validation message, the
 * job no longer open, the hourly limit) or 'Something went wrong. Please try again.', with
 * the server's field messages under their fields.
 */
export function failedApplication(error: unknown): Failure {
  return {
    ok: false,
    message: serverMessageOr(error, MESSAGES.tryAgain),
    fieldErrors: error instanceof ApiError ? formFieldErrors(error) : {},
  };
}

/**
 * Sends an application; a failure is logged for developers. Success is said once, by the form's
 * panel (a toast said it a second time).
 */
export function useSendApplication() {
  return async (application: JobApplication, cv?: File): Promise<JobApplicationOutcome> => {
    try {
      await applyForJob(application, cv);
      return { ok: true };
    } catch (error) {
      logFailure('send the job application', error);
      return failedApplication(error);
    }
  };
}
