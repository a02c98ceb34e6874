import { describe, it, expect } from 'vitest';
import { feedbackSchema, toFeedback } from './feedback.ts';
import { issuesOf } from './testing.ts';

const valid = {
  email: 'reader@example.in',
  name: 'Riya',
  subject: 'General',
  feedback: 'Loved the new chapter!',
};

describe('feedbackSchema', () => {
  it('accepts a filled form', () => {
    expect(feedbackSchema.parse(valid)).toEqual(valid);
  });

  it("requires the name ('Name is required') and the email", () => {
    expect(issuesOf(feedbackSchema, { ...valid, name: ' ', email: '' })).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
    });
  });

  it('requires a subject and feedback text', () => {
    expect(issuesOf(feedbackSchema, { ...valid, subject: '', feedback: '  ' })).toEqual({
      subject: ['Please choose a subject'],
      feedback: ['Please write your feedback'],
    });
  });

  it('requires the custom subject when the subject is Custom', () => {
    expect(issuesOf(feedbackSchema, { ...valid, subject: 'Custom' })).toEqual({
      customSubject: ['Please enter your subject'],
    });
    expect(issuesOf(feedbackSchema, { ...valid, subject: 'Custom', customSubject: '  ' })).toEqual({
      customSubject: ['Please enter your subject'],
    });
  });

  it('bounds the feedback text at 5000 characters', () => {
    expect(feedbackSchema.safeParse({ ...valid, feedback: 'x'.repeat(5000) }).success).toBe(true);
    expect(issuesOf(feedbackSchema, { ...valid, feedback: 'x'.repeat(5001) })).toEqual({
      feedback: ['Feedback must be at most 5000 characters'],
    });
  });
});

describe('toFeedback', () => {
  it('merges a custom subject into subject', () => {
    const form = feedbackSchema.parse({
      ...valid,
      subject: 'Custom',
      customSubject: ' Reader bug ',
    });
    expect(toFeedback(form)).toEqual({ ...valid, subject: 'Reader bug' });
  });

  it('keeps a listed subject and ignores a leftover custom subject', () => {
    const form = feedbackSchema.parse({ ...valid, subject: 'Complaint', customSubject: 'old' });
    expect(toFeedback(form)).toEqual({ ...valid, subject: 'Complaint' });
  });
});
