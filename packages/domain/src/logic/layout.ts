// Responsive page sizes of the carousels (spec section 9).
import type { PageSizeBreakpoint } from '../constants/layout.ts';

/** The size of the narrowest breakpoint the width is below, else the fallback. */
export function pageSizeForWidth(
  width: number,
  breakpoints: readonly PageSizeBreakpoint[],
  fallback: number,
): number {
  const sorted = [...breakpoints].sort((a, b) => a.below - b.below);
  return sorted.find((breakpoint) => width < breakpoint.below)?.size ?? fallback;
}
