import { BREAKPOINTS } from '@ic/domain';

/**
 * Media queries cannot read CSS variables, so breakpoints are the one token
 * used as literal values. They come from the domain so layout and logic agree.
 */
export const breakpoints = BREAKPOINTS;

export const media = {
  sm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
  md: `@media (min-width: ${BREAKPOINTS.md}px)`,
  lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
  xl: `@media (min-width: ${BREAKPOINTS.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

type Breakpoint = keyof typeof BREAKPOINTS;
const WIDEST_FIRST = (Object.keys(BREAKPOINTS) as Breakpoint[]).sort(
  (a, b) => BREAKPOINTS[b] - BREAKPOINTS[a],
);

/**
 * A picture's `sizes`: how wide it is shown from each breakpoint up, and below them all
 * (`imageSizes({ lg: '50rem' }, '100vw')` → `(min-width: 1024px) 50rem, 100vw`).
 */
export function imageSizes(from: Partial<Record<Breakpoint, string>>, below: string): string {
  const shown = WIDEST_FIRST.flatMap((at) =>
    from[at] ? [`(min-width: ${BREAKPOINTS[at]}px) ${from[at]}`] : [],
  );
  return [...shown, below].join(', ');
}
