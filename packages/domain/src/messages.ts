// Every user-facing message, written once. The quoted ones are verbatim from spec sections 4, 5
// and 8 (note forgotInvalidEmail has no final dot while invalidEmail has one: both are quoted).
// The ones the spec does not give are our own wording, marked below.
import { ORDER_EXPIRY_MINUTES } from './constants/timings.ts';
import type { PlanType } from './entities.ts';

export const MESSAGES = {
  // Validation (spec section 5)
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

  // Outcomes and errors (spec sections 4 and 8)
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
  feedbackErrorPrefix: 'Error: ',
  feedbackErrorFallback: 'submitting feedback',
  feedbackNoResponse: 'Error submitting feedback',
  donationThanks: 'Thank you for your support!',
  orderCreateFailed: 'Something went wrong while creating the order. Please try again!',
  noCharacter: 'Oops, no character found',
  noJobs: 'No jobs available',
  loading: 'Loading...',
  notFound: 'Page Not Found!',
  timelineEnd: "You've reached the end of the stories for now.",

  // Labels and fallbacks the spec quotes
  unknownCharacter: 'Unknown',
  unknownAuthor: 'Unknown Author',
  notAvailable: 'N/A',
  guest: 'Guest',
  upcoming: 'UPCOMING',
  comingSoon: 'Coming Soon',
  newsletterPlaceholder: 'Join Us, Write your mail',
  feedbackSubjectPlaceholder: 'Please select what type of feedback you have',
  newReleaseTag: 'NEW RELEASE',

  // Our own wording, where the spec shows a rule but no message
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  termsRequired: 'Please accept the Terms of Use to continue',
  agreementRequired: 'Please agree to the recurring payment terms to continue',
  displayNameTooLong: 'Display name must be at most 30 characters',
  subjectRequired: 'Please choose a subject',
  customSubjectRequired: 'Please enter your subject',
  feedbackRequired: 'Please write your feedback',
  feedbackTooLong: 'Feedback must be at most 5000 characters',
  fieldRequired: 'This field is required',
  postalCodeInvalid: 'Enter a valid 6-digit PIN code',
  phoneInvalid: 'Enter a valid 10-digit phone number',
  upiIdInvalid: 'Enter a valid UPI ID, such as name@bank',
  planNotPurchasable: 'The FREE plan cannot be bought',
  planInvalid: 'Please choose a membership plan',
  urlInvalid: 'Enter a valid web address, like github.com/yourname',
  coverLetterRequired: 'Please tell us why you want to join',
  cvNotPdf: 'Your CV must be a PDF file.',
  cvTooLarge: 'Your CV must be at most 5 MB.',
  guardianConsentRequired: 'Users under 18 need a parent or guardian email for consent',
  jobRequired: 'Please choose a job',
  applicationSent: 'Application sent!',
  unauthorized: 'Please log in to continue',
  forbidden: 'You are not allowed to do that',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serviceUnavailable: 'We are briefly unavailable. Please try again in a few seconds.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  noComics: 'No comics yet',
  noChapters: 'No chapters yet',
  newsletterThanks: 'Thanks for subscribing!',
  paymentFailed: 'The payment did not go through. No money was taken.',
  membershipWelcome: 'Welcome to Ultimate! Your membership is active.',
  orderExpired: `This order expired: it was not paid within ${ORDER_EXPIRY_MINUTES} minutes. No money was taken. Please start again.`,
  goldCoversPlans:
    'Your Gold support already includes Ultimate, so we do not charge you for a plan while it lasts.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The alert text of a failed feedback submission that got a server response (spec section 8). */
export function feedbackErrorMessage(serverMessage?: string | null): string {
  return MESSAGES.feedbackErrorPrefix + (serverMessage || MESSAGES.feedbackErrorFallback);
}

/** The description the payment checkout shows (spec section 7). */
export function purchaseDescription(type: PlanType): string {
  return `${type} Membership Purchase`;
}

/** What an applicant reads once the application is stored: where the reply will go. */
export function applicationSentMessage(email: string): string {
  return `${MESSAGES.applicationSent} We will write to you at ${email}.`;
}

/** What the progress calls refuse (issue 12). */
export const PROGRESS_MESSAGES = {
  pageBeyondCount: 'The page cannot be beyond the page count.',
} as const;
