import { PAGING, pageSizeForWidth, TIMINGS, type PageSizeBreakpoint } from '@ic/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type PagedCarouselOptions = {
  /** How many items there are. */
  count: number;
  /** Page sizes by window width; the featured carousel's map by default. */
  breakpoints?: readonly PageSizeBreakpoint[];
  /** The page size at widths above every breakpoint. */
  defaultSize?: number;
  /** How long each move fades, during which no further move is taken. */
  fadeMs?: number;
};

export type PagedCarouselState = {
  pageSize: number;
  /** The index of the first item shown: 0 at start, always a page start. */
  offset: number;
  /** The current page, 0-based. */
  page: number;
  pageCount: number;
  /** True for `fadeMs` after each move: the controls are disabled meanwhile. */
  fading: boolean;
  next: () => void;
  previous: () => void;
  goToPage: (page: number) => void;
};

function onResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowWidth = () => window.innerWidth;
/** A server has no window: it draws the widest page size, as the browser's first render does. */
const noWidth = () => undefined;

/**
 * The featured carousel's rules (spec section 4): the offset starts at 0, Next and Previous
 * move a page and wrap both ways, each move fades and blocks moves meanwhile, and a change of
 * the window's width resets to the first page with the page size for the new width (an offset
 * is kept with the width it was chosen at).
 */
export function usePagedCarousel({
  count,
  breakpoints = PAGING.featuredBreakpoints,
  defaultSize = PAGING.featuredDefault,
  fadeMs = TIMINGS.fadeMs,
}: PagedCarouselOptions): PagedCarouselState {
  // Only a change of width re-renders: phones fire resize when the address bar hides on scroll.
  const width = useSyncExternalStore(onResize, windowWidth, noWidth);
  const [stored, setStored] = useState({ width, offset: 0 });
  const storedOffset = stored.width === width ? stored.offset : 0;
  const setOffset = (next: number) => setStored({ width, offset: next });
  const [fading, setFading] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const pageSize = Math.max(
    1,
    width === undefined ? defaultSize : pageSizeForWidth(width, breakpoints, defaultSize),
  );
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  // Fewer items than before can leave the offset past the end: show the first page then.
  const offset = storedOffset < count ? storedOffset : 0;
  const page = Math.floor(offset / pageSize);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  const goToPage = (target: number) => {
    const wrapped = ((target % pageCount) + pageCount) % pageCount;
    if (fading || wrapped === page) return;
    setOffset(wrapped * pageSize);
    setFading(true);
    clearTimeout(fadeTimer.current);
    fadeTimer.current = setTimeout(() => setFading(false), fadeMs);
  };

  return {
    pageSize,
    offset,
    page,
    pageCount,
    fading,
    next: () => goToPage(page + 1),
    previous: () => goToPage(page - 1),
    goToPage,
  };
}
