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

/** A delayed reveal: `placeholder` for at least `minMs` after mount, then `children` once `ready`. */
export function MinimumDuration({
  placeholder,
  children,
  minMs = TIMINGS.skeletonMs,
  ready = true,
}: MinimumDurationProps) {
  return <>{useMinimumDuration(minMs, ready) ? children : placeholder}</>;
}
