import { TIMINGS } from '@ic/domain';
import type { ReactNode } from 'react';
import { useMinimumDuration } from './useMinimumDuration';

export type MinimumDurationProps = {
  /** Shown from mount until the time has passed and the content is ready (usually skeletons). */
  placeholder: ReactNode;
  children: ReactNode;
  /** The least time the placeholder stays (the spec's 2400 ms). */
  minMs?: number;
  /** Whether the content can be shown, e.g. the data has arrived. */
  ready?: boolean;
};

/**
 * A delayed reveal: `placeholder` for at least `minMs` after mount, then `children` once `ready`.
 * Meanwhile ready content is also written in <noscript> (see `WithoutScript`).
 */
export function MinimumDuration({
  placeholder,
  children,
  minMs = TIMINGS.skeletonMs,
  ready = true,
}: MinimumDurationProps) {
  if (useMinimumDuration(minMs, ready)) return <>{children}</>;
  return (
    <>
      {placeholder}
      {ready && <WithoutScript>{children}</WithoutScript>}
    </>
  );
}

/**
 * Content a page drawn on the server holds back for the spec's wait, for readers and crawlers
 * that run no script (who would otherwise wait forever). A browser running scripts never shows
 * it, and React never renders a <noscript>'s children in the browser.
 */
export function WithoutScript({ children }: { children: ReactNode }) {
  return <noscript>{children}</noscript>;
}
