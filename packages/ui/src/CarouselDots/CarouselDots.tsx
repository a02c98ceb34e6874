import { cva, type VariantProps } from 'class-variance-authority';
import styled from 'styled-components';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';
import { useT } from '../i18n';

export const CAROUSEL_DOTS_APPEARANCES = ['dot', 'pill'] as const;

/**
 * More pages than this read as a counter ("3 / 12") instead of dots: a row of 24 px targets
 * (the smallest a finger or pointer should be asked to hit) wraps beside the arrows on a phone.
 */
export const MAX_DOTS = 8;

export const carouselDotsVariants = cva('', {
  variants: { appearance: variantClasses('appearance', CAROUSEL_DOTS_APPEARANCES) },
  defaultVariants: { appearance: 'dot' },
});

export type CarouselDotsProps = VariantProps<typeof carouselDotsVariants> & {
  /** One name per slide or page, in order: a dot's accessible name, a pill's visible text. */
  labels: readonly string[];
  /** The slide or page shown, 0-based; its dot carries aria-current. */
  current: number;
  /** Called with the index of the dot pressed. */
  onSelect: (index: number) => void;
  /** A move is under way (e.g. a fade): the dots say they are unavailable but keep focus. */
  blocked?: boolean;
  /** The list's accessible name, e.g. 'Choose a slide'. */
  label?: string;
  className?: string;
};

const Root = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  margin: 0;
  padding: 0;
  list-style: none;

  [data-slot='dot'] {
    cursor: pointer;
  }
  /* aria-disabled, not disabled: a focused dot keeps focus while a move runs. */
  [data-slot='dot'][aria-disabled='true'] {
    cursor: not-allowed;
  }

  /* A dot: a 24 px target around a small mark, the current one stretched and red. */
  &.appearance-dot [data-slot='dot'] {
    display: grid;
    place-items: center;
    width: ${vars.space[6]};
    height: ${vars.space[6]};
    padding: 0;
    border: 0;
    border-radius: ${vars.radius.pill};
    background: transparent;
  }
  &.appearance-dot [data-slot='dot']::before {
    content: '';
    width: ${vars.space[3]};
    height: ${vars.space[3]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    transition: background-color ${vars.motion.fast};
  }
  &.appearance-dot [data-slot='dot'][aria-current='true']::before {
    width: ${vars.space[5]};
    background: ${vars.color.primary};
  }

  /* A pill: the slide's name on a rounded button, the current one filled red. */
  &.appearance-pill {
    gap: ${vars.space[2]};
  }
  &.appearance-pill [data-slot='dot'] {
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[3]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    font-weight: ${vars.fontWeight.bold};
  }
  &.appearance-pill [data-slot='dot']:hover {
    background: ${vars.color.surfaceAlt};
  }
  &.appearance-pill [data-slot='dot'][aria-current='true'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
`;

const Counter = styled.p`
  margin: 0;
  min-width: ${vars.space[12]};
  color: ${vars.color.muted};
  font-weight: ${vars.fontWeight.bold};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/**
 * A carousel's slide or page picker: one button per entry, the current one marked with
 * aria-current. Dots are named for screen readers only; pills show their names.
 */
export function CarouselDots({
  labels,
  current,
  onSelect,
  blocked = false,
  label,
  appearance,
  className,
}: CarouselDotsProps) {
  const t = useT();
  const pill = appearance === 'pill';
  if (!pill && labels.length > MAX_DOTS) {
    return (
      <Counter data-slot="dots-counter" className={className}>
        <span aria-hidden="true">
          {current + 1} / {labels.length}
        </span>
        <span className="ic-visually-hidden">
          {t('shell.carousel.pageOf', { page: current + 1, total: labels.length })}
        </span>
      </Counter>
    );
  }
  return (
    <Root
      data-slot="dots"
      aria-label={label}
      className={carouselDotsVariants({ appearance, className })}
    >
      {labels.map((name, index) => (
        // The entries are positional (page 3 is always the third), so the index is their key.
        <li key={index}>
          <button
            type="button"
            data-slot="dot"
            aria-label={pill ? undefined : name}
            aria-current={index === current ? 'true' : undefined}
            aria-disabled={blocked || undefined}
            onClick={() => onSelect(index)}
          >
            {pill ? name : null}
          </button>
        </li>
      ))}
    </Root>
  );
}
