// The access and guardian texts, apart from the schemas that use them: the app's field messages
// and catalogue keys (i18n/messageKeys.ts) read them without loading zod.

/** Longest daily limit a guardian can set; beyond it, "no limit" is the honest choice. */
export const DAILY_LIMIT_MAX_MINUTES = 600;

export const ACCESS_FIELD_MESSAGES = {
  dailyLimit: `Choose between 1 and ${DAILY_LIMIT_MAX_MINUTES} minutes, or no limit.`,
} as const;

/** The texts the guardian routes answer with (our wording: the spec gives none). */
export const GUARDIAN_MESSAGES = {
  linkSent:
    'If this address belongs to a guardian, we have mailed a sign-in link. It works once, for 30 minutes.',
  linkInvalid: 'This sign-in link has expired or was already used. Ask for a new one below.',
  signedOut: 'You have been signed out of the guardian dashboard.',
  notSignedIn: 'Please sign in to the guardian dashboard with a link we mail you.',
  noSuchChild: 'We could not find this child among yours.',
  alreadyDecided: 'This registration has already been decided.',
  consentLinkInvalid:
    'This consent link is invalid, has expired or has already been used. Sign in to your guardian dashboard to see your children.',
  approved: 'The account is now active and your child can log in.',
  declined: 'The sign-up was declined and everything stored about it has been deleted.',
  settingsSaved: 'Saved.',
  deleted:
    "Your child's account and personal data have been deleted. We mailed you both a confirmation.",
} as const;
