// The careers page's own words (original), kept apart from the layout so the page stays short.
import { HIRING_STEPS } from '@ic/domain';
import type { HiringStep } from '@ic/ui';

export const CAREERS_META = {
  description:
    'Work at IC Universe: open jobs and internships in animation, design, technology and more, how we hire and what we value.',
};

export const CAREERS_HERO = {
  eyebrow: 'Join the team',
  title: 'Careers',
  description:
    'We are an Indian studio making comics, animation and games about heroes born from our own stories. Come draw, write, build and tell them with us.',
};

export const OPEN_JOBS = {
  title: 'Open jobs',
  description: 'Full-time roles, internships and freelance work across the studio.',
  /** Under 'No jobs available' when the filters leave nothing of a list that has jobs. */
  noMatch: 'No role matches both filters right now. Try another department or job type.',
  showAll: 'Show all jobs',
};

export const ALWAYS_HIRING = {
  title: 'Always hiring',
  description:
    'Do not see your role? We are always looking for artists, writers, animators and engineers who love a good story. Send us your portfolio anytime and we will keep it in mind for the next opening.',
  action: 'Send your portfolio',
};

const STEP_TEXT: Record<(typeof HIRING_STEPS)[number], string> = {
  Apply: 'Choose a role and tell us about yourself. A portfolio link helps but is never required.',
  Review: 'Someone who does the job reads your application, usually within two weeks.',
  Interview: 'A relaxed conversation, and sometimes a short task close to the real work.',
  Onboarding:
    'A buddy, your tools ready on day one, and your first small piece in the next release.',
};

export const HIRING = {
  title: 'How we hire',
  description: 'Four steps, and we tell you where you stand after each one.',
  steps: HIRING_STEPS.map((title): HiringStep => ({ title, description: STEP_TEXT[title] })),
};

export const VALUES = {
  title: 'What we value',
  items: [
    {
      title: 'Stories from home',
      text: 'Our heroes come from Indian myths, cities and villages. We tell them with care and pride.',
    },
    {
      title: 'Made for every reader',
      text: 'Children, parents and lifelong fans all read our work, so we keep it kind, safe and accessible.',
    },
    {
      title: 'Craft over speed',
      text: 'We would rather ship one panel we love than ten we do not. Feedback is how we get there.',
    },
    {
      title: 'Learn out loud',
      text: 'Interns and seniors share work in progress every week. Questions are welcome, always.',
    },
  ],
};
