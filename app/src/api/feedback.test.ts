import { AUTH_TOKEN_KEY } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/fetchStub';
import { submitFeedback } from './feedback';

afterEach(() => localStorage.clear());
const feedback = { email: 'a@b.in', name: 'Asha', subject: 'General', feedback: 'Lovely comics.' };

describe('submitFeedback', () => {
  it('sends the bearer token when one is stored and answers the server message', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const requests = stubFetch(() => json({ success: true, data: null, message: 'Thanks, Asha!' }));
    await expect(submitFeedback(feedback)).resolves.toBe('Thanks, Asha!');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(requests[0]?.body).toEqual(feedback);
  });

  it("sends without a token otherwise, and falls back to 'Feedback submitted successfully!'", async () => {
    const requests = stubFetch(() => json({ success: true, data: null }));
    await expect(submitFeedback(feedback)).resolves.toBe('Feedback submitted successfully!');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
