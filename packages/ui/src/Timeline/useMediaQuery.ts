import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../theme';

/** Whether a CSS media query matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The timeline's mobile layout: narrower than the md breakpoint (768 px). */
export const MOBILE_QUERY = `(max-width: ${breakpoints.md - 0.02}px)`;
