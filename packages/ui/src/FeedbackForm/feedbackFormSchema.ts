import { CUSTOM_FEEDBACK_SUBJECT, MESSAGES, feedbackSchema } from '@ic/domain';
import { withFormRules } from '../SchemaForm';
import type { FeedbackValues } from './feedbackPreview';

/**
 * The feedback form's rules: the domain's, and the custom subject's message at once (the domain
 * asks for it only once the other fields pass).
 */
export const feedbackFormSchema = withFormRules(
  feedbackSchema,
  ({ subject, customSubject }: FeedbackValues) => ({
    customSubject:
      subject === CUSTOM_FEEDBACK_SUBJECT && !customSubject.trim()
        ? MESSAGES.customSubjectRequired
        : undefined,
  }),
);
