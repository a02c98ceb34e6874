import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AutoRotate } from '../carousel/useAutoRotate';
import { IconButton } from '../IconButton';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';
import { useT } from '../i18n';

export const CAROUSEL_CONTROLS_GAPS = ['sm', 'md'] as const;

export const carouselControlsVariants = cva('', {
  variants: { gap: variantClasses('gap', CAROUSEL_CONTROLS_GAPS) },
  defaultVariants: { gap: 'md' },
});

export type CarouselControlsProps = VariantProps<typeof carouselControlsVariants> & {
  /** The arrows, the dots and the pause button, in reading order. */
  children: ReactNode;
  /** A loading frame's controls are only a placeholder. */
  'aria-hidden'?: boolean;
  className?: string;
};

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;

  &.gap-md {
    gap: ${vars.space[3]};
  }
  /* Tight and wrapping: named pills can fill a row, and the pause button then moves below. */
  &.gap-sm {
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }
`;

/** The bar under a carousel that holds its arrows, dots and pause button, centred. */
export function CarouselControls({
  children,
  gap,
  className,
  'aria-hidden': ariaHidden,
}: CarouselControlsProps) {
  return (
    <Bar
      data-slot="controls"
      aria-hidden={ariaHidden}
      className={carouselControlsVariants({ gap, className })}
    >
      {children}
    </Bar>
  );
}

export type CarouselArrowProps = {
  direction: 'previous' | 'next';
  /** The arrow's accessible name, e.g. 'Next team'. */
  label: string;
  onClick: () => void;
  /** No move this way now (an end, or a fade running): greyed, but it keeps focus. */
  blocked?: boolean;
  className?: string;
};

const Arrow = styled(IconButton)`
  /* Doubled to outweigh the button's variant colours; aria-disabled keeps a focused arrow focused. */
  &&[aria-disabled='true'] {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    cursor: not-allowed;
  }
`;

/** A round previous or next arrow. */
export function CarouselArrow({
  direction,
  label,
  onClick,
  blocked,
  className,
}: CarouselArrowProps) {
  return (
    <Arrow
      data-slot="arrow"
      icon={direction === 'previous' ? 'chevron-left' : 'chevron-right'}
      label={label}
      aria-disabled={blocked || undefined}
      onClick={onClick}
      className={className}
    />
  );
}

export type CarouselPauseButtonProps = {
  /** The carousel's rotation (useAutoRotate): no button unless it is enabled. */
  rotation: Pick<AutoRotate, 'enabled' | 'paused' | 'togglePaused'>;
  /** What rotates, for the button's name: 'slide' gives 'Pause slide rotation'. */
  noun: 'slide' | 'team';
};

/** The button's names, by what rotates: paused, it starts; running, it pauses. */
const PAUSE_LABELS = {
  slide: { start: 'shell.carousel.startSlides', pause: 'shell.carousel.pauseSlides' },
  team: { start: 'shell.carousel.startTeams', pause: 'shell.carousel.pauseTeams' },
} as const;

/** Stops and restarts automatic rotation (WCAG 2.2.2: moving content needs a pause). */
export function CarouselPauseButton({ rotation, noun }: CarouselPauseButtonProps) {
  const t = useT();
  if (!rotation.enabled) return null;
  return (
    <IconButton
      data-slot="pause"
      icon={rotation.paused ? 'play' : 'pause'}
      label={t(PAUSE_LABELS[noun][rotation.paused ? 'start' : 'pause'])}
      size="sm"
      onClick={rotation.togglePaused}
    />
  );
}
