import { swipeDirection, type SwipeDirection } from '@ic/domain';
import { useEffect, useRef, useState, type RefObject, type TouchEvent } from 'react';

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** ArrowLeft and ArrowRight anywhere on the page turn pages, except while typing in a field. */
export function usePageKeys(onTurn: (direction: SwipeDirection) => void): void {
  const turn = useRef(onTurn);
  useEffect(() => {
    turn.current = onTurn;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      const direction =
        event.key === 'ArrowRight' ? 'next' : event.key === 'ArrowLeft' ? 'previous' : null;
      if (!direction) return;
      event.preventDefault();
      turn.current(direction);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Touch handlers that turn the page on a horizontal swipe (see swipeDirection). Off while
 * zoomed in, where a horizontal move pans the enlarged page instead.
 */
export function useSwipe(onTurn: (direction: SwipeDirection) => void, enabled: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = enabled && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) onTurn(direction);
    },
  };
}

/** The content width of an element, followed as it resizes (0 until measured). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
