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
