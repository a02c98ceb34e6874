// Careers and feedback option lists from spec section 9.
import { MESSAGES } from '../messages.ts';

export const DEPARTMENTS = [
  'All Departments',
  '2D Animators',
  'UI/UX',
  'Human Resource',
  'Marketing',
  'Legal',
  'Finance',
  'Graphic Designer',
  'Management Trainees',
  'Web Developer',
] as const;

export const JOB_TYPES = ['All Job Types', 'Internship', 'Full-time', 'Freelancer'] as const;

export const HIRING_STEPS = ['Apply', 'Review', 'Interview', 'Onboarding'] as const;

export const FEEDBACK_SUBJECTS = ['General', 'Complaint', 'Suggestion', 'Custom'] as const;
export type FeedbackSubject = (typeof FEEDBACK_SUBJECTS)[number];
export const CUSTOM_FEEDBACK_SUBJECT: FeedbackSubject = 'Custom';
export const FEEDBACK_SUBJECT_PLACEHOLDER = MESSAGES.feedbackSubjectPlaceholder;
export const FEEDBACK_MAX = 5000;

export const TEAM_NAMES = ['UI/UX', 'Development', 'Marketing', 'Content'] as const;
