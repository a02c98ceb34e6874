import { describe, it, expect } from 'vitest';
import {
  MESSAGES,
  applicationSentMessage,
  feedbackErrorMessage,
  purchaseDescription,
} from './messages.ts';

describe('MESSAGES', () => {
  it('has no empty message', () => {
    expect(Object.values(MESSAGES).filter((message) => message.trim() === '')).toEqual([]);
  });
});

describe('feedbackErrorMessage', () => {
  it("is 'Error: ' plus the server message", () => {
    expect(feedbackErrorMessage('Too long')).toBe('Error: Too long');
  });

  it("falls back to 'Error: submitting feedback'", () => {
    expect(feedbackErrorMessage()).toBe('Error: submitting feedback');
    expect(feedbackErrorMessage(null)).toBe('Error: submitting feedback');
    expect(feedbackErrorMessage('')).toBe('Error: submitting feedback');
  });
});

describe('purchaseDescription', () => {
  it("reads '{type} Membership Purchase'", () => {
    expect(purchaseDescription('Monthly')).toBe('Monthly Membership Purchase');
  });
});

describe('applicationSentMessage', () => {
  it('says where the reply will go', () => {
    expect(applicationSentMessage('asha@example.in')).toBe(
      'Application sent! We will write to you at asha@example.in.',
    );
  });
});
