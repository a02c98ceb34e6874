import { describe, expect, it } from 'vitest';
import { captureErrorLog } from '../../test/console';
import { json, offline, stubFetch } from '../../test/fetchStub';
import { sendFeedback } from './feedbackOutcome';

captureErrorLog();
const feedback = { email: 'a@b.in', name: 'Asha', subject: 'General', feedback: 'Lovely.' };

describe('sendFeedback', () => {
  it("answers the server's message on success", async () => {
    stubFetch(() => json({ success: true, data: null, message: 'Thanks!' }, 201));
    await expect(sendFeedback(feedback)).resolves.toEqual({ sent: true, message: 'Thanks!' });
  });

  it("prefixes a refusal with 'Error: ', falling back to 'submitting feedback'", async () => {
    stubFetch(() => json({ success: false, message: 'Too many requests.' }, 429));
    await expect(sendFeedback(feedback)).resolves.toEqual({
      sent: false,
      message: 'Error: Too many requests.',
    });
    stubFetch(() => json({ success: false }, 500));
    await expect(sendFeedback(feedback)).resolves.toEqual({
      sent: false,
      message: 'Error: submitting feedback',
    });
  });

  it("says 'Error submitting feedback' when no answer came", async () => {
    stubFetch(offline);
    await expect(sendFeedback(feedback)).resolves.toEqual({
      sent: false,
      message: 'Error submitting feedback',
    });
  });
});
