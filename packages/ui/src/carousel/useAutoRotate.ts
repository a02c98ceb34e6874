import { useEffect, useEffectEvent, useState, type FocusEvent } from 'react';
import { useReducedMotion } from '../hooks';

export type AutoRotateOptions = {
  /** Milliseconds between moves; undefined or 0 means no rotation. */
  intervalMs?: number;
  /** Moves to the next item. */
  onAdvance: () => void;
  /** Restarts the wait whenever it changes (pass the current index: a manual move earns a full interval). */
  restartKey?: unknown;
};

export type AutoRotate = {
  /** Rotation was asked for and the reader allows motion: show a pause control. */
  enabled: boolean;
  /** The reader pressed pause. */
  paused: boolean;
  /** Rotating right now: enabled, not paused, not hovered, no focus inside. */
  running: boolean;
  togglePaused: () => void;
  /** Spread on the carousel's root: hover or focus inside pauses the rotation. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
};

/**
 * Automatic rotation that respects the reader: off under reduced motion, paused while the
 * pointer is over the carousel or focus is inside it, and stoppable with a pause button
 * (WCAG 2.2.2: moving content that lasts needs a way to pause it).
 */
export function useAutoRotate({
  intervalMs,
  onAdvance,
  restartKey,
}: AutoRotateOptions): AutoRotate {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const enabled = Boolean(intervalMs && intervalMs > 0) && !reducedMotion;
  const running = enabled && !paused && !hovered && !focused;
  const advance = useEffectEvent(onAdvance);

  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(advance, intervalMs);
    return () => clearInterval(id);
  }, [running, intervalMs, restartKey]);

  return {
    enabled,
    paused,
    running,
    togglePaused: () => setPaused((value) => !value),
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
      },
    },
  };
}
