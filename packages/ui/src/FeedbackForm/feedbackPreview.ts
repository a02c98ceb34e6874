import { toFeedback, type Feedback } from '@ic/domain';

/** What the reader types; the email comes from the stored user and is read-only. */
export type FeedbackValues = {
  name: string;
  subject: string;
  customSubject: string;
  feedback: string;
};

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
