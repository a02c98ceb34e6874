import { PAGING } from '@ic/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CarouselFrame } from '../carousel/CarouselFrame';
import { CarouselHeader } from '../carousel/CarouselHeader';
import { CarouselArrow } from '../CarouselControls';
import { useReducedMotion } from '../hooks';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';
import { useT } from '../i18n';

export const SCROLL_ROW_ITEM_WIDTHS = ['auto', 'sm', 'md'] as const;

export const scrollRowVariants = cva('', {
  variants: { itemWidth: variantClasses('item', SCROLL_ROW_ITEM_WIDTHS) },
  defaultVariants: { itemWidth: 'auto' },
});

export type ScrollRowProps = VariantProps<typeof scrollRowVariants> & {
  /** The row's items; each becomes a list item. */
  children: ReactNode;
  /** The row's accessible name, e.g. 'Fan Favourites'. */
  label: string;
  /** A visible heading above the row. */
  title?: ReactNode;
  /** An action beside the title, e.g. a 'VIEW MORE' button or link. */
  action?: ReactNode;
  /** How far one arrow press scrolls, in pixels. */
  stepPx?: number;
  className?: string;
};

type Ends = { atStart: boolean; atEnd: boolean };

// Sub-pixel scroll positions (zoom, fractional widths) must still count as the end.
const TOLERANCE_PX = 1;

function endsOf(viewport: HTMLElement): Ends {
  const { scrollLeft, scrollWidth, clientWidth } = viewport;
  return {
    atStart: scrollLeft <= TOLERANCE_PX,
    atEnd: Math.ceil(scrollLeft) + clientWidth >= scrollWidth - TOLERANCE_PX,
  };
}

const Root = styled(CarouselFrame)`
  [data-slot='scroll-row-frame'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }

  [data-slot='viewport'] {
    flex: 1 1 auto;
    min-width: 0;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    border-radius: ${vars.radius.md};
  }

  [data-slot='scroll-row-list'] {
    display: flex;
    gap: ${vars.space[4]};
    width: max-content;
    margin: 0;
    /* Room for the items' comic shadows inside the scroll box. */
    padding: ${vars.space[1]} ${vars.space[2]} ${vars.space[3]} ${vars.space[1]};
    list-style: none;
  }
  [data-slot='scroll-row-item'] {
    flex: none;
  }
  /* Items that fill their box (cards) need the row to give them a width: auto keeps their own. */
  &.item-sm [data-slot='scroll-row-item'] {
    width: ${vars.size.gridMinSm};
  }
  &.item-md [data-slot='scroll-row-item'] {
    width: ${vars.size.cardMin};
  }
`;

/**
 * A horizontally scrolling row with arrows that move `stepPx` a press (260 px by default) and
 * are disabled at the ends; when every item fits, there are no arrows. Keyboard users scroll with the arrow buttons, and tabbing to an item
 * scrolls it into view.
 */
export function ScrollRow({
  children,
  label,
  title,
  action,
  stepPx = PAGING.comicsScrollStepPx,
  itemWidth,
  className,
}: ScrollRowProps) {
  const t = useT();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: false });
  const reducedMotion = useReducedMotion();
  // When every item fits there is nowhere to scroll: two dead arrows would only promise more.
  const scrolls = !(ends.atStart && ends.atEnd);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    // Observing both boxes catches a resized window and items added or loaded later.
    const observer = new ResizeObserver(() => setEnds(endsOf(viewport)));
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const scroll = (direction: 1 | -1) => {
    const viewport = viewportRef.current;
    if (!viewport || (direction < 0 ? ends.atStart : ends.atEnd)) return;
    viewport.scrollBy({ left: direction * stepPx, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <Root aria-label={label} className={scrollRowVariants({ itemWidth, className })}>
      <CarouselHeader title={title} action={action} />
      <div data-slot="scroll-row-frame">
        {scrolls && (
          <CarouselArrow
            direction="previous"
            label={t('shell.carousel.scrollLeft')}
            blocked={ends.atStart}
            onClick={() => scroll(-1)}
          />
        )}
        <div
          ref={viewportRef}
          data-slot="viewport"
          onScroll={(event) => setEnds(endsOf(event.currentTarget))}
        >
          <ul data-slot="scroll-row-list">
            {Children.toArray(children).map((child, index) => (
              <li key={index} data-slot="scroll-row-item">
                {child}
              </li>
            ))}
          </ul>
        </div>
        {scrolls && (
          <CarouselArrow
            direction="next"
            label={t('shell.carousel.scrollRight')}
            blocked={ends.atEnd}
            onClick={() => scroll(1)}
          />
        )}
      </div>
    </Root>
  );
}
