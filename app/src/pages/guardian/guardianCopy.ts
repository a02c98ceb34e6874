// The guardian dashboard's own wording (the spec names what a guardian can do, not the words).

export const firstNameOf = (name: string) => name.split(' ')[0] || name;

export const GUARDIAN_TEXT = {
  description:
    'The IC Universe guardian dashboard: approve sign-ups, set ratings and reading time, see activity.',
  intro:
    'Approve or decline your child’s sign-up, choose what they may read and for how long, and see what they read.',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signOutFailed: 'Signing out failed. Please try again.',
  noChildren: 'No children linked to this address',
  noChildrenMessage:
    'When a child under 18 signs up with this email as their guardian, they appear here.',
  failed: 'The dashboard could not be loaded',
  failedMessage: 'Please try again in a moment.',
  tabsLabel: (name: string) => `${name}: settings, activity and history`,
  settingsTab: 'Settings',
  activityTab: 'Activity',
  historyTab: 'History',
  // Named after the child, so two children's open tabs are told apart by a screen reader.
  minutesRead: (first: string) => `${first}’s minutes read, last 30 days`,
  chaptersOpened: (first: string) => `Chapters ${first} opened`,
  purchases: (first: string) => `${first}’s purchases`,
  history: (first: string) => `Changes made for ${first}`,
  // The child cannot sign in; the guardian keeps every control, as with an active account.
  suspended: (first: string) =>
    `IC Universe has suspended ${first}’s account for breaking the community rules, so ${first} cannot sign in. You can still change the settings, see the activity or ask us to delete the account. To ask about it, write to us through the feedback form.`,
  noPurchases: 'No purchases',
  noPurchasesMessage: 'A child account cannot buy; anything bought before shows up here.',
  recordsFailed: 'This could not be loaded right now. Please try again later.',
} as const;
