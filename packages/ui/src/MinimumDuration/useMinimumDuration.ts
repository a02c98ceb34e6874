import { TIMINGS } from '@ic/domain';
import { startTransition, useEffect, useState } from 'react';

/**
 * True once `minMs` have passed since mount and `ready` is true: placeholders stay up for at least
 * the spec's 2.4 s even when the data is quicker, and for as long as the data takes when it is slower.
 */
export function useMinimumDuration(minMs: number = TIMINGS.skeletonMs, ready = true): boolean {
  const [elapsed, setElapsed] = useState(minMs <= 0);
  useEffect(() => {
    if (minMs <= 0) return undefined;
    // A transition: the whole content appears at once for the eye, but React renders it in
    // small slices, so the swap never blocks input (no long task at the 2.4 s mark).
    const timer = setTimeout(() => startTransition(() => setElapsed(true)), minMs);
    return () => clearTimeout(timer);
  }, [minMs]);
  return (elapsed || minMs <= 0) && ready;
}
