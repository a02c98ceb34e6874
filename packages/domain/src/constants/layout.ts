// Page sizes and breakpoints from spec section 9.

export type PageSizeBreakpoint = { below: number; size: number };

/** xl: a laptop, where a row of five plan cards has room. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const PAGING = {
  featuredBreakpoints: [
    { below: BREAKPOINTS.sm, size: 1 },
    { below: BREAKPOINTS.lg, size: 2 },
  ] as readonly PageSizeBreakpoint[],
  featuredDefault: 4,
  blogBreakpoints: [{ below: BREAKPOINTS.md, size: 1 }] as readonly PageSizeBreakpoint[],
  blogDefault: 4,
  allNewsPerPage: 5,
  /** The trending sidebar beside a blog lists this many other blogs, newest first. */
  trendingNews: 5,
  charactersPerPage: 12,
  comicsScrollStepPx: 260,
  heroMobileBelow: BREAKPOINTS.lg,
  wizardSteps: 5,
  profileSteps: 2,
  characterHeroSlides: 3,
  /** The desktop timeline shows this many stories first and adds this many per View More. */
  timelineStep: 2,
} as const;

/** Featured (the hand-written core first, issue 14) opens the hub; the spec's two name orders follow. */
export const CHARACTER_SORT_VALUES = ['featured', 'asc', 'desc'] as const;
export type CharacterSort = (typeof CHARACTER_SORT_VALUES)[number];

export const CHARACTER_SORTS: readonly { value: CharacterSort; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'asc', label: 'A to Z' },
  { value: 'desc', label: 'Z to A' },
];
