import type { ChapterPage, SwipeDirection } from '@ic/domain';
import { READER } from '@ic/domain';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { fittedWidths, type Box } from './geometry';
import { PageImage } from './PageImage';
import { usePageGestures } from './usePageGestures';

type Point = { x: number; y: number };

export type PagedStageProps = {
  pages: readonly ChapterPage[];
  /** The page numbers on screen: one, or a spread of two. */
  shown: readonly number[];
  /** Page numbers fetched ahead out of sight, so a tap shows them at once. */
  ahead: readonly number[];
  box: Box;
  zoom: number;
  onZoom: (zoom: number) => void;
  onSwipe: (direction: SwipeDirection) => void;
  dataSaver: boolean;
  /** The first pages shown since opening: fetched first, never lazily. */
  priority: boolean;
  altOf: (page: number) => string;
  stage: RefObject<HTMLDivElement | null>;
  /** Shown instead of the pages once the reader turns past the last one. */
  endCard: ReactNode | null;
};

/**
 * Paged and double-page reading: the page (or spread) fitted to the screen, zoomed up to 3x
 * with the stage scrolling to pan, the next pages drawn out of sight ahead of the tap.
 */
export function PagedStage({
  pages,
  shown,
  ahead,
  box,
  zoom,
  onZoom,
  onSwipe,
  dataSaver,
  priority,
  altOf,
  stage,
  endCard,
}: PagedStageProps) {
  const spread = useRef<HTMLDivElement>(null);
  // Nothing is fetched ahead until a page on screen has arrived: it has the bandwidth first.
  const [settled, setSettled] = useState(false);
  const focus = useRef<{ fx: number; fy: number } | null>(null);
  const zoomAt = (next: number, point?: Point) => {
    const rect = spread.current?.getBoundingClientRect();
    focus.current =
      point && rect && rect.width > 0
        ? { fx: (point.x - rect.left) / rect.width, fy: (point.y - rect.top) / rect.height }
        : null;
    onZoom(next);
  };
  const gestures = usePageGestures({ zoom, onZoom: zoomAt, onSwipe, stage });

  // A double tap zooms into the region tapped: that point comes to the middle of the screen.
  useLayoutEffect(() => {
    const target = focus.current;
    const element = spread.current;
    const scroller = stage.current;
    focus.current = null;
    if (!target || !element || !scroller) return;
    scroller.scrollTo({
      left: element.offsetLeft + target.fx * element.offsetWidth - scroller.clientWidth / 2,
      top: element.offsetTop + target.fy * element.offsetHeight - scroller.clientHeight / 2,
    });
  }, [zoom, stage]);

  const onScreen = shown.map((n) => pages[n - 1]).filter((page) => page !== undefined);
  const widths = fittedWidths(onScreen, box).map((width) => width * zoom);
  const zoomed = zoom > READER.fitZoom;
  const aheadPages = ahead.map((n) => pages[n - 1]).filter((page) => page !== undefined);
  const aheadWidth = fittedWidths(aheadPages, box)[0] ?? 0;
  // The pages ahead are drawn beside the page on screen, out of sight: a turn shows the same
  // element, its picture loaded and decoded, rather than a new one.
  const drawn = [
    ...onScreen.map((page, index) => ({ page, width: widths[index] ?? 0, ahead: false })),
    ...(settled && !dataSaver && box.width > 0
      ? aheadPages.map((page) => ({ page, width: aheadWidth, ahead: true }))
      : []),
  ];
  return (
    <div data-slot="paged" data-zoomed={zoomed || undefined} {...(endCard ? {} : gestures)}>
      {endCard ?? (
        <div ref={spread} data-slot="spread">
          {drawn.map(({ page, width, ahead }) => (
            <PageImage
              key={page.number}
              page={page}
              displayWidth={width}
              alt={ahead ? '' : altOf(page.number)}
              zoomed={zoomed && !ahead}
              dataSaver={dataSaver}
              priority={priority && !ahead}
              eager={ahead}
              ahead={ahead}
              onLoad={ahead ? undefined : () => setSettled(true)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
