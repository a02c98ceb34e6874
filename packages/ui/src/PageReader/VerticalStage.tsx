import type { ChapterPage } from '@ic/domain';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { VERTICAL_MAX_WIDTH, type Box } from './geometry';
import { PageImage } from './PageImage';

export type VerticalStageProps = {
  pages: readonly ChapterPage[];
  page: number;
  onPageChange: (page: number) => void;
  box: Box;
  dataSaver: boolean;
  altOf: (page: number) => string;
  stage: RefObject<HTMLDivElement | null>;
  endCard: ReactNode;
};

/** Pages this far around the screen (in screen heights) are fetched; the rest wait. */
const NEAR = '150% 0px';
/** Scrolled to within this many pixels of the bottom counts as the bottom. */
const BOTTOM_SLOP = 4;

const pageOf = (element: Element) => Number((element as HTMLElement).dataset.page);

function atBottom(element: HTMLElement): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - BOTTOM_SLOP;
}

/**
 * Continuous vertical reading (webtoon style): every page one under the other at the screen's
 * width (up to a readable column), each page's box sized before its image arrives, images
 * fetched only around the screen. The page crossing the middle of the screen is the current
 * one; the last page counts as shown when half of it is on screen or the scroll reaches the
 * bottom, so a fast flick to the end still finishes the chapter.
 */
export function VerticalStage({
  pages,
  page,
  onPageChange,
  box,
  dataSaver,
  altOf,
  stage,
  endCard,
}: VerticalStageProps) {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([page, page + 1]));
  const reported = useRef<number | null>(null);
  const report = useRef(onPageChange);
  useEffect(() => {
    report.current = onPageChange;
  });
  const pageCount = pages.length;

  useEffect(() => {
    const root = stage.current;
    if (!root || pageCount === 0) return undefined;
    const tell = (n: number) => {
      if (reported.current === n) return;
      reported.current = n;
      report.current(n);
    };
    const elements = [...root.querySelectorAll('[data-page]')];
    const middle = new IntersectionObserver(
      (entries) => {
        const crossing = entries.find((entry) => entry.isIntersecting);
        if (crossing) tell(pageOf(crossing.target));
      },
      { root, rootMargin: '-50% 0px -50% 0px' },
    );
    const last = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) tell(pageCount);
      },
      { root, threshold: 0.5 },
    );
    const around = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((e) => pageOf(e.target));
        if (seen.length > 0) setNear((current) => new Set([...current, ...seen]));
      },
      { root, rootMargin: NEAR },
    );
    elements.forEach((element) => {
      middle.observe(element);
      around.observe(element);
    });
    const lastElement = elements.at(-1);
    if (lastElement) last.observe(lastElement);
    const onScrollEnd = () => {
      if (atBottom(root)) tell(pageCount);
    };
    root.addEventListener('scroll', onScrollEnd, { passive: true });
    root.addEventListener('scrollend', onScrollEnd);
    return () => {
      middle.disconnect();
      last.disconnect();
      around.disconnect();
      root.removeEventListener('scroll', onScrollEnd);
      root.removeEventListener('scrollend', onScrollEnd);
    };
  }, [stage, pageCount]);

  // A page chosen elsewhere (thumbnail, keys, the place resumed) scrolls into view.
  useEffect(() => {
    if (reported.current === page || box.width === 0) return;
    reported.current = page;
    stage.current?.querySelector(`[data-page="${page}"]`)?.scrollIntoView({ block: 'start' });
  }, [page, stage, box.width]);

  const width = Math.min(box.width, VERTICAL_MAX_WIDTH);
  return (
    <div data-slot="vertical">
      {pages.map((item) => (
        <div
          key={item.number}
          data-page={item.number}
          data-slot="vertical-page"
          style={{ width, aspectRatio: `${item.width} / ${item.height}` }}
        >
          {width > 0 && near.has(item.number) && (
            <PageImage
              page={item}
              displayWidth={width}
              alt={altOf(item.number)}
              dataSaver={dataSaver}
              priority={item.number === page}
              eager
            />
          )}
        </div>
      ))}
      {endCard}
    </div>
  );
}
