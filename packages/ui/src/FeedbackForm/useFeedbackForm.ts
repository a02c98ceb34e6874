import {
  CUSTOM_FEEDBACK_SUBJECT,
  MESSAGES,
  feedbackSchema,
  toFeedback,
  type Feedback,
} from '@ic/domain';
import { useState } from 'react';
import { fieldErrors } from './fieldErrors';

/** What the reader types; the email comes from the stored user and is read-only. */
export type FeedbackValues = {
  name: string;
  subject: string;
  customSubject: string;
  feedback: string;
};

export type FeedbackField = 'email' | keyof FeedbackValues;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

const EMPTY_MESSAGE = { subject: '', customSubject: '', feedback: '' } as const;

/** The body the API will receive, or the first message for each field that is wrong. */
export function validateFeedback(
  email: string,
  values: FeedbackValues,
): { feedback: Feedback; errors: null } | { feedback: null; errors: FeedbackErrors } {
  const result = feedbackSchema.safeParse({ email, ...values });
  if (result.success) return { feedback: toFeedback(result.data), errors: null };
  const errors = fieldErrors<FeedbackField>(result.error.issues);
  // The schema checks the custom subject only once the other fields pass; the form shows it at once.
  if (values.subject === CUSTOM_FEEDBACK_SUBJECT && !values.customSubject.trim()) {
    errors.customSubject ??= MESSAGES.customSubjectRequired;
  }
  return { feedback: null, errors };
}

/** What the preview shows while typing: the body as it would be sent, custom subject merged. */
export function previewFeedback(email: string, values: FeedbackValues): Feedback {
  return toFeedback({
    email: email.trim(),
    name: values.name.trim(),
    subject: values.subject,
    customSubject: values.customSubject.trim(),
    feedback: values.feedback.trim(),
  });
}

/**
 * The feedback form's state. Errors show from the first submit and then follow the typing live;
 * Clear Form empties the subject, custom subject and feedback but keeps the name and email.
 */
export function useFeedbackForm({
  email,
  defaultName = '',
}: {
  email: string;
  defaultName?: string;
}) {
  const [values, setValues] = useState<FeedbackValues>({ name: defaultName, ...EMPTY_MESSAGE });
  const [showErrors, setShowErrors] = useState(false);
  const checked = validateFeedback(email, values);

  return {
    values,
    errors: (showErrors && checked.errors) || {},
    preview: previewFeedback(email, values),
    set: (field: keyof FeedbackValues, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    clear: () => {
      setValues((current) => ({ ...current, ...EMPTY_MESSAGE }));
      setShowErrors(false);
    },
    /** The body to send, or null after revealing the errors. */
    submit: (): Feedback | null => {
      setShowErrors(true);
      return checked.feedback;
    },
  };
}
