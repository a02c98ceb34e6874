import { clampZoom, READER, swipeDirection, type SwipeDirection } from '@ic/domain';
import { useRef, type PointerEvent, type RefObject } from 'react';

type Point = { x: number; y: number };

type Gestures = {
  zoom: number;
  /** A new zoom; `focus` (a screen point) is the region a double tap zoomed into. */
  onZoom: (zoom: number, focus?: Point) => void;
  onSwipe: (direction: SwipeDirection) => void;
  /** The scrolling stage a mouse drags around when zoomed (touch pans it natively). */
  stage: RefObject<HTMLElement | null>;
};

/** A tap moves less than this (px); a double tap's second tap lands this close to the first. */
const TAP_SLOP = 10;
const DOUBLE_TAP_SLOP = 30;

const pointOf = (event: PointerEvent): Point => ({ x: event.clientX, y: event.clientY });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pointer events (touch, pen and mouse alike) on the page stage: a horizontal swipe turns the
 * page while fitted, two fingers pinch between fitted and 3x, a double tap zooms into the tapped
 * region and back out, and a mouse drags a zoomed page around. A few dozen lines of our own
 * rather than a gesture library: the stage's native scrolling already does the panning.
 */
export function usePageGestures({ zoom, onZoom, onSwipe, stage }: Gestures) {
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const start = useRef<(Point & { pinched: boolean }) | null>(null);
  const lastTap = useRef<(Point & { at: number }) | null>(null);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? distance(a, b) : 0;
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    const from = start.current;
    if (pointers.current.size > 0 || !from) return;
    start.current = null;
    if (from.pinched) return;
    const to = pointOf(event);
    const direction = zoom <= READER.fitZoom ? swipeDirection(to.x - from.x, to.y - from.y) : null;
    if (direction) return onSwipe(direction);
    if (distance(from, to) >= TAP_SLOP) return;
    const tap = lastTap.current;
    if (
      tap &&
      event.timeStamp - tap.at < READER.doubleTapMs &&
      distance(tap, to) < DOUBLE_TAP_SLOP
    ) {
      lastTap.current = null;
      onZoom(zoom > READER.fitZoom ? READER.fitZoom : READER.doubleTapZoom, to);
    } else {
      lastTap.current = { ...to, at: event.timeStamp };
    }
  };

  return {
    onPointerDown: (event: PointerEvent) => {
      pointers.current.set(event.pointerId, pointOf(event));
      if (pointers.current.size === 1) start.current = { ...pointOf(event), pinched: false };
      if (pointers.current.size === 2) {
        pinch.current = { distance: spread(), zoom };
        if (start.current) start.current.pinched = true;
      }
    },
    onPointerMove: (event: PointerEvent) => {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return;
      const now = pointOf(event);
      pointers.current.set(event.pointerId, now);
      const pinching = pinch.current;
      if (pinching && pinching.distance > 0) {
        onZoom(clampZoom((pinching.zoom * spread()) / pinching.distance));
      } else if (event.pointerType === 'mouse' && zoom > READER.fitZoom && event.buttons === 1) {
        stage.current?.scrollBy(previous.x - now.x, previous.y - now.y);
      }
    },
    onPointerUp,
    onPointerCancel: (event: PointerEvent) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
      start.current = null;
    },
  };
}
