import { MESSAGES, type ApiSuccess, type Feedback } from '@ic/domain';
import { apiFetch } from './client';

export const FEEDBACK_PATH = '/api/feedback';

/** Sends feedback with the bearer token when one is stored (spec section 6); answers the message to show. */
export async function submitFeedback(feedback: Feedback): Promise<string> {
  const { body } = await apiFetch<ApiSuccess<unknown>>(FEEDBACK_PATH, {
    method: 'POST',
    body: feedback,
    bearer: true,
  });
  return body.message || MESSAGES.feedbackSuccess;
}
