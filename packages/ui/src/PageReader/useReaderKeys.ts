import { useEffect, useRef } from 'react';

export type ReaderMove = 'next' | 'previous' | 'first' | 'last';

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const MOVES: Record<string, ReaderMove> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** Full screen for the reader, or back out of it (where the browser allows it at all). */
function toggleFullscreen(element: HTMLElement | null): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void element?.requestFullscreen?.().catch(() => undefined);
}

/**
 * The reader's keys anywhere on the page, except while typing in a field: arrows and Page
 * Up/Down turn pages, Home/End go to the first and last, `f` toggles full screen.
 */
export function useReaderKeys(
  onMove: (move: ReaderMove) => void,
  fullscreenTarget: React.RefObject<HTMLElement | null>,
): void {
  const move = useRef(onMove);
  useEffect(() => {
    move.current = onMove;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      if (event.key === 'f' || event.key === 'F') {
        toggleFullscreen(fullscreenTarget.current);
        return;
      }
      const direction = MOVES[event.key];
      if (!direction) return;
      event.preventDefault();
      move.current(direction);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreenTarget]);
}
