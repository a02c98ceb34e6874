// Feedback form and body (spec sections 4 and 5).
import { z } from 'zod';
import type { Feedback } from '../entities.ts';
import { MESSAGES } from '../messages.ts';
import { CUSTOM_FEEDBACK_SUBJECT, FEEDBACK_MAX } from '../constants/lists.ts';
import { emailField } from './fields.ts';

const SUBJECT_MAX = 120;

export const feedbackSchema = z
  .object({
    email: emailField(),
    name: z
      .string({ error: MESSAGES.nameRequired })
      .trim()
      .min(1, MESSAGES.nameRequired)
      .max(80, MESSAGES.nameRequired),
    subject: z
      .string({ error: MESSAGES.subjectRequired })
      .trim()
      .min(1, MESSAGES.subjectRequired)
      .max(SUBJECT_MAX, MESSAGES.subjectRequired),
    customSubject: z.string().trim().max(SUBJECT_MAX, MESSAGES.customSubjectRequired).optional(),
    feedback: z
      .string({ error: MESSAGES.feedbackRequired })
      .trim()
      .min(1, { error: MESSAGES.feedbackRequired, abort: true })
      .max(FEEDBACK_MAX, MESSAGES.feedbackTooLong),
  })
  .superRefine((form, ctx) => {
    if (form.subject === CUSTOM_FEEDBACK_SUBJECT && !form.customSubject) {
      ctx.addIssue({
        code: 'custom',
        path: ['customSubject'],
        message: MESSAGES.customSubjectRequired,
      });
    }
  });

export type FeedbackForm = z.output<typeof feedbackSchema>;

/** The body sent to the API: a custom subject replaces 'Custom'. */
export function toFeedback(form: FeedbackForm): Feedback {
  const custom = form.subject === CUSTOM_FEEDBACK_SUBJECT && form.customSubject;
  return {
    email: form.email,
    name: form.name,
    subject: custom || form.subject,
    feedback: form.feedback,
  };
}
