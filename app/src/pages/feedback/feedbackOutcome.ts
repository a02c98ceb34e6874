import { feedbackErrorMessage, MESSAGES, type Feedback } from '@ic/domain';
import { ApiError } from '../../api/client';
import { submitFeedback } from '../../api/feedback';
import { logFailure } from '../../api/log';

export type FeedbackOutcome = { sent: boolean; message: string };

/**
 * Sends the feedback and says what happened (spec section 8): the server's message or
 * 'Feedback submitted successfully!'; 'Error: ' plus the server message or 'submitting feedback'
 * when the server refused; 'Error submitting feedback' when no answer came.
 */
export async function sendFeedback(feedback: Feedback): Promise<FeedbackOutcome> {
  try {
    return { sent: true, message: await submitFeedback(feedback) };
  } catch (error) {
    logFailure('submit feedback', error);
    const message =
      error instanceof ApiError
        ? feedbackErrorMessage(error.serverMessage)
        : MESSAGES.feedbackNoResponse;
    return { sent: false, message };
  }
}
