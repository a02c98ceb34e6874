import { TIMINGS } from '@ic/domain';
import type { CSSProperties, Key, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { CarouselFrame } from '../carousel/CarouselFrame';
import { CarouselHeader } from '../carousel/CarouselHeader';
import { CarouselArrow, CarouselControls } from '../CarouselControls';
import { CarouselDots } from '../CarouselDots';
import { vars } from '../theme';
import { usePagedCarousel, type PagedCarouselOptions } from './usePagedCarousel';
import { useT } from '../i18n';

export type PagedCarouselProps<T> = Omit<PagedCarouselOptions, 'count'> & {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item; the index by default. */
  getKey?: (item: T, index: number) => Key;
  /** The carousel's accessible name, e.g. 'Featured Characters'. */
  label: string;
  /** A visible heading, shown above the items. */
  title?: ReactNode;
  /** An action beside the title, e.g. a 'View All' link. */
  action?: ReactNode;
  /** Rendered instead of the carousel when there are no items; nothing by default. */
  empty?: ReactNode;
  className?: string;
};

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Root = styled(CarouselFrame)`
  [data-slot='paged-carousel-track'] {
    display: grid;
    grid-template-columns: repeat(var(--paged-carousel-size), minmax(0, 1fr));
    gap: ${vars.space[4]};
  }
  &[data-fading] [data-slot='paged-carousel-track'] {
    animation: ${fadeIn} var(--paged-carousel-fade) ${vars.motion.easing} both;
  }
`;

/**
 * Items a page at a time, the page size following the window's width. Next and Previous wrap,
 * each move fades (the controls are disabled meanwhile) and the dots mark and pick the page.
 */
export function PagedCarousel<T>({
  items,
  renderItem,
  getKey = (_item, index) => index,
  label,
  title,
  action,
  empty = null,
  breakpoints,
  defaultSize,
  fadeMs = TIMINGS.fadeMs,
  className,
}: PagedCarouselProps<T>) {
  const t = useT();
  const carousel = usePagedCarousel({ count: items.length, breakpoints, defaultSize, fadeMs });
  if (items.length === 0) return <>{empty}</>;
  const { offset, pageSize, fading } = carousel;
  const visible = items.slice(offset, offset + pageSize);
  const style = {
    '--paged-carousel-size': pageSize,
    '--paged-carousel-fade': `${fadeMs}ms`,
  } as CSSProperties;
  return (
    <Root
      aria-label={label}
      aria-roledescription={t('shell.carousel.carousel')}
      data-fading={fading || undefined}
      data-page-size={pageSize}
      className={className}
      style={style}
    >
      <CarouselHeader title={title} action={action} />
      <div data-slot="viewport" aria-live="polite">
        {/* Keyed by the offset so the fade replays on every move. */}
        <div data-slot="paged-carousel-track" key={offset}>
          {visible.map((item, index) => (
            <div
              key={getKey(item, offset + index)}
              role="group"
              aria-roledescription={t('shell.carousel.slide')}
              aria-label={t('shell.carousel.itemOf', {
                position: offset + index + 1,
                total: items.length,
              })}
              data-slot="paged-carousel-slide"
            >
              {renderItem(item, offset + index)}
            </div>
          ))}
        </div>
      </div>
      {carousel.pageCount > 1 && <Controls {...carousel} />}
    </Root>
  );
}

type ControlsProps = ReturnType<typeof usePagedCarousel>;

function Controls({ page, pageCount, fading, next, previous, goToPage }: ControlsProps) {
  const t = useT();
  const pages = Array.from({ length: pageCount }, (_, index) =>
    t('shell.carousel.goToPage', { page: index + 1 }),
  );
  return (
    <CarouselControls>
      <CarouselArrow
        direction="previous"
        label={t('shell.carousel.previous')}
        blocked={fading}
        onClick={previous}
      />
      <CarouselDots labels={pages} current={page} blocked={fading} onSelect={goToPage} />
      <CarouselArrow
        direction="next"
        label={t('shell.carousel.next')}
        blocked={fading}
        onClick={next}
      />
    </CarouselControls>
  );
}
