import { MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';
import { previewFeedback, validateFeedback, type FeedbackValues } from './useFeedbackForm';

const filled: FeedbackValues = {
  name: ' Meera ',
  subject: 'Custom',
  customSubject: ' Reader bug ',
  feedback: ' Page 4 shows twice. ',
};

describe('validateFeedback', () => {
  it('sends the trimmed body with the custom subject merged in', () => {
    expect(validateFeedback('Meera@Example.in', filled)).toEqual({
      feedback: {
        email: 'meera@example.in',
        name: 'Meera',
        subject: 'Reader bug',
        feedback: 'Page 4 shows twice.',
      },
      errors: null,
    });
  });

  it('gives one message per missing field', () => {
    const empty = { name: '', subject: '', customSubject: '', feedback: '' };
    expect(validateFeedback('', empty).errors).toEqual({
      email: MESSAGES.emailRequired,
      name: MESSAGES.nameRequired,
      subject: MESSAGES.subjectRequired,
      feedback: MESSAGES.feedbackRequired,
    });
  });

  it('asks for the custom subject only when Custom is chosen', () => {
    const custom = { ...filled, customSubject: '' };
    expect(validateFeedback('a@b.in', custom).errors).toEqual({
      customSubject: MESSAGES.customSubjectRequired,
    });
    expect(validateFeedback('a@b.in', { ...custom, subject: 'General' }).errors).toBeNull();
  });

  it('reports a missing custom subject alongside the other missing fields', () => {
    const values = { name: '', subject: 'Custom', customSubject: ' ', feedback: '' };
    expect(validateFeedback('a@b.in', values).errors).toEqual({
      name: MESSAGES.nameRequired,
      customSubject: MESSAGES.customSubjectRequired,
      feedback: MESSAGES.feedbackRequired,
    });
  });
});

describe('previewFeedback', () => {
  it('shows Custom until a custom subject is typed', () => {
    const values = { ...filled, customSubject: '' };
    expect(previewFeedback('a@b.in', values).subject).toBe('Custom');
    expect(previewFeedback('a@b.in', filled).subject).toBe('Reader bug');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each top-level field', () => {
    const issues = [
      { path: ['name'], message: 'first' },
      { path: ['name'], message: 'second' },
      { path: ['phone', 0], message: 'nested' },
      { path: [], message: 'form-level' },
    ];
    expect(fieldErrors(issues)).toEqual({ name: 'first', phone: 'nested' });
  });
});
