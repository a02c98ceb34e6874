import { MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { feedbackFormSchema } from './feedbackFormSchema';
import { previewFeedback } from './feedbackPreview';

const filled = {
  email: 'Meera@Example.in',
  name: ' Meera ',
  subject: 'Custom',
  customSubject: ' Reader bug ',
  feedback: ' Page 4 shows twice. ',
};

/** The first message for each field, as the form shows them. */
function messages(values: typeof filled) {
  const result = feedbackFormSchema.safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('feedbackFormSchema', () => {
  it('passes a filled form, trimmed', () => {
    expect(feedbackFormSchema.parse(filled)).toEqual({
      email: 'meera@example.in',
      name: 'Meera',
      subject: 'Custom',
      customSubject: 'Reader bug',
      feedback: 'Page 4 shows twice.',
    });
  });

  it('gives one message per missing field', () => {
    const empty = { email: '', name: '', subject: '', customSubject: '', feedback: '' };
    expect(messages(empty)).toEqual({
      email: MESSAGES.emailRequired,
      name: MESSAGES.nameRequired,
      subject: MESSAGES.subjectRequired,
      feedback: MESSAGES.feedbackRequired,
    });
  });

  it('asks for the custom subject only when Custom is chosen', () => {
    const custom = { ...filled, customSubject: '' };
    expect(messages(custom)).toEqual({ customSubject: MESSAGES.customSubjectRequired });
    expect(messages({ ...custom, subject: 'General' })).toEqual({});
  });

  it('reports a missing custom subject alongside the other missing fields', () => {
    const values = { ...filled, name: '', customSubject: ' ', feedback: '' };
    expect(messages(values)).toEqual({
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
