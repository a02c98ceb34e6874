import { describe, it, expect } from 'vitest';
import {
  MESSAGES,
  applicationSentMessage,
  feedbackErrorMessage,
  purchaseDescription,
} from './messages.ts';

describe('MESSAGES', () => {
  it('quotes the validation messages of spec section 5 verbatim', () => {
    expect(MESSAGES).toMatchObject({
      invalidEmail: 'Please enter a valid email address.',
      forgotInvalidEmail: 'Please enter a valid email address',
      passwordRule: 'Must include Uppercase, Lowercase, Number & Symbol',
      nameShort: 'Enter your full name',
      nameRequired: 'Name is required',
      dobInvalid: 'Enter a valid date of birth',
      usernameSubmit: 'Username must be 6-30 characters',
      usernameBlur: 'Invalid Username',
      usernameLength: 'Username must be between 6 to 30 characters.',
      usernameChars: 'Username must only use letters, underscores, and periods.',
      passwordsMismatch: 'Passwords do not match!',
      invalidAmount: 'Please select or enter a valid amount.',
    });
  });

  it('quotes the outcomes of spec sections 4 and 8 verbatim', () => {
    expect(MESSAGES).toMatchObject({
      loginSuccess: 'Login successful!',
      loginFailed: 'Login failed',
      tryAgain: 'Something went wrong. Please try again.',
      genericError: 'Something went wrong.',
      signupSuccess: 'Successfully signed up!',
      signupFailed: 'Signup failed',
      resetLinkSent: 'Reset link sent to your email!',
      forgotFailed: 'Forgot password request failed',
      resetSuccess: 'Password reset successfully!',
      resetFailed: 'Reset password failed',
      logoutFailed: 'Logout failed. Please try again.',
      feedbackSuccess: 'Feedback submitted successfully!',
      feedbackNoResponse: 'Error submitting feedback',
      donationThanks: 'Thank you for your support!',
      orderCreateFailed: 'Something went wrong while creating the order. Please try again!',
      noCharacter: 'Oops, no character found',
      noJobs: 'No jobs available',
      loading: 'Loading...',
      notFound: 'Page Not Found!',
      timelineEnd: "You've reached the end of the stories for now.",
    });
  });

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
