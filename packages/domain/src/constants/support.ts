// Donation facts from spec section 9.
import type { MemberLevel, SupportType } from '../entities.ts';

/** The two ways to give (spec section 4): the toggle's choices and the API's values. */
export const SUPPORT_TYPES = ['one-time', 'monthly'] as const;

export const DONATION_PRESETS = [500, 1000, 1500, 2000, 2500, 3000] as const;
export const DISPLAY_NAME_MAX = 30;
/** Our own ceiling on one donation (ten lakh rupees), so a typo cannot create a huge order. */
export const DONATION_MAX = 1_000_000;

export type DonationPerk = {
  supportType: SupportType;
  minimumAmount: number;
  title: string;
  perks: string[];
  memberLevel: MemberLevel | null;
  freeUltimateMonths: number | null;
};

export const DONATION_PERKS: readonly DonationPerk[] = [
  {
    supportType: 'one-time',
    minimumAmount: 1500,
    title: '2 months of free Ultimate',
    perks: ['2 months of free Ultimate'],
    memberLevel: null,
    freeUltimateMonths: 2,
  },
  {
    supportType: 'monthly',
    minimumAmount: 1500,
    title: 'Become a Gold member',
    perks: ['Your name on our page', 'Free Ultimate subscription'],
    memberLevel: 'Gold',
    freeUltimateMonths: null,
  },
];

/** Displayed statistics never go below these (used when the server values are not higher). */
export const STATS_FLOORS = { monthlyFunds: 325701, supporterCount: 344 } as const;
export const CORPORATES = 7;

export type FundItem = { label: string; percent: number };
export type FundGroup = { title: string; percent: number; items: FundItem[] };

export const FUND_SPLIT: readonly FundGroup[] = [
  {
    title: 'National Development',
    percent: 20,
    items: [
      { label: 'Youth & Sports', percent: 10 },
      { label: 'Environmental Protection', percent: 5 },
      { label: 'Child Protection', percent: 2 },
      { label: "Social Justice & Women's Rights", percent: 2 },
    ],
  },
  {
    title: 'Research & Innovation',
    percent: 35,
    items: [
      { label: 'Future Technologies', percent: 20 },
      { label: 'Drone Technology & Robotics', percent: 10 },
      { label: 'Social & Economic Research', percent: 5 },
    ],
  },
  {
    title: 'Development of the IC Universe',
    percent: 45,
    items: [
      { label: 'Content Production', percent: 40 },
      { label: 'Technology Improvement', percent: 5 },
    ],
  },
];

/** The category of timeline stories the Support Us page shows. */
export const SUPPORT_TIMELINE_CATEGORY = 'Support Us';
