import { FOCUS } from '@ic/art';
import { TIMINGS, type HeroSlide } from '@ic/domain';
import { useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import { CarouselFrame } from '../carousel/CarouselFrame';
import { Button } from '../Button';
import { useAutoRotate } from '../carousel/useAutoRotate';
import { CarouselControls, CarouselPauseButton } from '../CarouselControls';
import { CarouselDots } from '../CarouselDots';
import { Skeleton, SkeletonText } from '../Skeleton';
import { media, vars } from '../theme';
import { FOCUSED_POSITION, focusStyle, type FocalPoint } from '../utils/focus';
import { useT } from '../i18n';

export type HeroCarouselProps = {
  slides: readonly HeroSlide[];
  /** The carousel's accessible name. */
  label?: string;
  /** Called with the slide whose button (e.g. Read Now) was pressed. */
  onAction?: (slide: HeroSlide) => void;
  /** The slide shown first, 0-based. */
  initialIndex?: number;
  /** How long the change of slide takes. */
  transitionMs?: number;
  /** Milliseconds between automatic moves; off by default. */
  autoplayMs?: number;
  /** Where the slides' art has its subject; each frame crops around it. Defaults to a generated banner's. */
  focus?: FocalPoint;
  /** The slide titles' heading level: h1 when the hero opens the page. */
  titleAs?: 'h1' | 'h2';
  className?: string;
};

const Root = styled(CarouselFrame)`
  /* Every slide sits in the same grid cell: the stage is as tall as the tallest slide. */
  [data-slot='stage'] {
    display: grid;
  }

  [data-slot='slide'] {
    grid-area: 1 / 1;
    display: flex;
    flex-direction: column;
    overflow: hidden;
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
    box-shadow: ${vars.shadow.comicLg};
    opacity: 0;
    visibility: hidden;
    transition:
      opacity var(--hero-carousel-transition) ${vars.motion.easing},
      visibility 0s linear var(--hero-carousel-transition);
  }
  [data-slot='slide'][data-state='active'] {
    opacity: 1;
    visibility: visible;
    transition:
      opacity var(--hero-carousel-transition) ${vars.motion.easing},
      visibility 0s;
  }

  [data-slot='media'] img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    object-position: ${FOCUSED_POSITION};
  }

  [data-slot='body'] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${vars.space[3]};
    padding: ${vars.space[5]};
  }
  [data-slot='subtitle'] {
    margin: 0;
    color: ${vars.color.secondary};
    font-weight: ${vars.fontWeight.black};
    text-transform: uppercase;
  }
  [data-slot='title'] {
    font-size: ${vars.fontSize['3xl']};
  }
  [data-slot='description'] {
    margin: 0;
    max-width: ${vars.size.prose};
  }

  /* The loading frame: the slide's parts at their real sizes, so nothing moves on arrival. */
  [data-slot='body'] > [data-skeleton] {
    width: 100%;
  }
  [data-slot='placeholder-title'] {
    width: 100%;
    font-size: ${vars.fontSize['3xl']};
  }
  [data-slot='placeholder-selectors'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-slot='placeholder-button'],
  [data-slot='placeholder-selector'] {
    display: block;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.skeleton};
  }
  [data-slot='placeholder-button'] {
    width: 40%;
    height: ${vars.size.controlLg};
  }
  [data-slot='placeholder-selector'] {
    width: 6rem;
    height: ${vars.size.controlSm};
  }

  /* From 1024 px the text and the art sit side by side; below, they stack. */
  ${media.lg} {
    [data-slot='slide'] {
      flex-direction: row-reverse;
      align-items: stretch;
    }
    [data-slot='media'] {
      flex: 1 1 55%;
    }
    [data-slot='media'] img {
      height: 100%;
      aspect-ratio: auto;
    }
    [data-slot='body'] {
      flex: 1 1 45%;
      justify-content: center;
      padding: ${vars.space[10]};
    }
    [data-slot='title'] {
      font-size: ${vars.fontSize['4xl']};
    }
  }
`;

/**
 * The home and hub hero: one slide at a time (title, subtitle, description, art and a button),
 * picked with selector buttons named by the slides' labels, changing over `transitionMs`.
 */
export function HeroCarousel({
  slides,
  label,
  onAction,
  initialIndex = 0,
  transitionMs = TIMINGS.heroSlideMs,
  autoplayMs,
  titleAs: Title = 'h2',
  focus = FOCUS.banner,
  className,
}: HeroCarouselProps) {
  const t = useT();
  const [chosen, setChosen] = useState(initialIndex);
  const current = slides.length > 0 ? Math.min(Math.max(chosen, 0), slides.length - 1) : 0;
  const rotation = useAutoRotate({
    intervalMs: autoplayMs,
    onAdvance: () => setChosen((current + 1) % slides.length),
    restartKey: current,
  });
  if (slides.length === 0) return null;
  const style = { '--hero-carousel-transition': `${transitionMs}ms` } as CSSProperties;
  return (
    <Root
      aria-label={label ?? t('shell.hero.label')}
      aria-roledescription={t('shell.carousel.carousel')}
      className={className}
      style={style}
      {...rotation.pauseHandlers}
    >
      <div data-slot="stage" aria-live={rotation.running ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription={t('shell.carousel.slide')}
            aria-label={t('shell.carousel.itemOf', { position: index + 1, total: slides.length })}
            data-slot="slide"
            data-state={index === current ? 'active' : 'inactive'}
            inert={index !== current}
          >
            <div data-slot="media">
              <img src={slide.image} alt="" style={focusStyle(focus)} />
            </div>
            <div data-slot="body">
              <p data-slot="subtitle">{slide.subtitle}</p>
              <Title data-slot="title">{slide.title}</Title>
              <p data-slot="description">{slide.description}</p>
              <Button variant="secondary" size="lg" onClick={() => onAction?.(slide)}>
                {slide.button}
              </Button>
            </div>
          </div>
        ))}
      </div>
      <CarouselControls gap="sm">
        <CarouselDots
          appearance="pill"
          label={t('shell.hero.choose')}
          labels={slides.map((slide) => slide.label)}
          current={current}
          onSelect={setChosen}
        />
        <CarouselPauseButton rotation={rotation} noun="slide" />
      </CarouselControls>
    </Root>
  );
}

export type HeroCarouselSkeletonProps = {
  /** What screen readers hear while the slides load. */
  label?: string;
  /** How many slide selectors to hold a place for. */
  selectors?: number;
  className?: string;
};

/**
 * The carousel's frame while its slides load: art, text and selectors at their real sizes,
 * so the page below does not move when the slides arrive.
 */
export function HeroCarouselSkeleton({
  label,
  selectors = 3,
  className,
}: HeroCarouselSkeletonProps) {
  const t = useT();
  return (
    <Root as="div" role="status" aria-busy="true" className={className} data-loading="">
      <span className="ic-visually-hidden">{label ?? t('shell.loading')}</span>
      <div data-slot="stage" aria-hidden="true">
        <div data-slot="slide" data-state="active">
          <div data-slot="media">
            <Skeleton variant="image" ratio="wide" label={null} />
          </div>
          <div data-slot="body">
            <SkeletonText lines={1} label={null} />
            <div data-slot="placeholder-title">
              <SkeletonText lines={2} label={null} />
            </div>
            <SkeletonText lines={2} label={null} />
            <span data-slot="placeholder-button" />
          </div>
        </div>
      </div>
      <CarouselControls gap="sm" aria-hidden>
        <ul data-slot="placeholder-selectors">
          {Array.from({ length: selectors }, (_, index) => (
            <li key={index}>
              <span data-slot="placeholder-selector" />
            </li>
          ))}
        </ul>
      </CarouselControls>
    </Root>
  );
}
