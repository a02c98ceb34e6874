// The Support Us page's own words (our copy; the figures and rules live in @ic/domain).

export const SUPPORT_META = {
  title: 'Support Us',
  description:
    'Support IC Universe and its foundation: give once or every month, see where the money goes and who has helped.',
} as const;

export const SUPPORT_HERO = {
  eyebrow: 'Studio & Foundation',
  description:
    'IC Universe is an independent Indian studio. Your support pays the artists, writers and animators who bring our heroes to life, and funds the IC Foundation’s reading rooms, scholarships and research. Give once or every month: every rupee is accounted for below.',
  foundationLink: 'Visit the IC Foundation',
} as const;

/** The donation panel's title, so the page's one h1 stays the hero's. */
export const DONATION_PANEL_TITLE = 'Make a donation';

export const SUPPORT_SECTIONS = {
  stats: {
    title: 'Your support so far',
    description: 'Readers, families and partners who keep the universe growing.',
  },
  funds: {
    title: 'Where the money goes',
    description: 'Every donation is split the same way. Open a group to see its breakdown.',
  },
  contributors: {
    title: 'Our contributors',
    description: 'Thank you! Monthly supporters choose the name shown here.',
  },
  stories: {
    title: 'Our story so far',
    description: 'What your support has made possible, one milestone at a time.',
  },
} as const;

/** What an anonymous donor reads once paid: no address was given, so the number is shown here. */
export function donationReceiptText(receiptNumber: string): string {
  return `Thank you! Your donation is received. Your receipt number is ${receiptNumber}: keep it for your records.`;
}
