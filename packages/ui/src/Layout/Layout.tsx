import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

// The app arranges components with these and nothing else: it never writes CSS of its own.

export const LAYOUT_GAPS = ['none', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
type Gap = (typeof LAYOUT_GAPS)[number];

const GAP_SPACE: Record<Gap, string> = {
  none: vars.space[0],
  xs: vars.space[1],
  sm: vars.space[2],
  md: vars.space[4],
  lg: vars.space[8],
  xl: vars.space[12],
};

const gapRules = LAYOUT_GAPS.map((gap) => `&.gap-${gap} { gap: ${GAP_SPACE[gap]}; }`).join('\n');

type LayoutElement =
  'div' | 'section' | 'ul' | 'ol' | 'article' | 'aside' | 'header' | 'footer' | 'nav';

type CommonProps = {
  children?: ReactNode;
  as?: LayoutElement;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

export const CONTAINER_WIDTHS = ['content', 'prose', 'full'] as const;

export const containerVariants = cva('', {
  variants: {
    width: variantClasses('width', CONTAINER_WIDTHS),
    padded: { true: 'padded', false: '' },
  },
  defaultVariants: { width: 'content', padded: true },
});

const ContainerRoot = styled.div`
  width: 100%;
  margin-inline: auto;
  &.width-content {
    max-width: ${vars.size.content};
  }
  &.width-prose {
    max-width: ${vars.size.prose};
  }
  &.padded {
    padding-inline: ${vars.space[4]};
  }
`;

export type ContainerProps = CommonProps & VariantProps<typeof containerVariants>;

/** Centres a page's content at the site's reading width, with the page gutter. */
export function Container({
  as = 'div',
  width,
  padded,
  className,
  children,
  ...aria
}: ContainerProps) {
  return (
    <ContainerRoot as={as} className={containerVariants({ width, padded, className })} {...aria}>
      {children}
    </ContainerRoot>
  );
}

export const STACK_DIRECTIONS = ['column', 'row'] as const;
export const STACK_ALIGNS = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export const STACK_JUSTIFIES = ['start', 'center', 'end', 'between'] as const;

export const stackVariants = cva('', {
  variants: {
    direction: variantClasses('direction', STACK_DIRECTIONS),
    gap: variantClasses('gap', LAYOUT_GAPS),
    align: variantClasses('align', STACK_ALIGNS),
    justify: variantClasses('justify', STACK_JUSTIFIES),
    wrap: { true: 'wrap', false: '' },
  },
  defaultVariants: {
    direction: 'column',
    gap: 'md',
    align: 'stretch',
    justify: 'start',
    wrap: false,
  },
});

const StackRoot = styled.div`
  display: flex;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  &.direction-column {
    flex-direction: column;
  }
  &.direction-row {
    flex-direction: row;
  }
  &.wrap {
    flex-wrap: wrap;
  }
  &.align-stretch {
    align-items: stretch;
  }
  &.align-start {
    align-items: flex-start;
  }
  &.align-center {
    align-items: center;
  }
  &.align-end {
    align-items: flex-end;
  }
  &.align-baseline {
    align-items: baseline;
  }
  &.justify-start {
    justify-content: flex-start;
  }
  &.justify-center {
    justify-content: center;
  }
  &.justify-end {
    justify-content: flex-end;
  }
  &.justify-between {
    justify-content: space-between;
  }
  ${gapRules}
`;

export type StackProps = CommonProps & VariantProps<typeof stackVariants>;

/** Children in a column (or a row) with one of the theme's gaps between them. */
export function Stack({
  as = 'div',
  direction,
  gap,
  align,
  justify,
  wrap,
  className,
  children,
  ...aria
}: StackProps) {
  return (
    <StackRoot
      as={as}
      className={stackVariants({ direction, gap, align, justify, wrap, className })}
      {...aria}
    >
      {children}
    </StackRoot>
  );
}

export const GRID_MIN_WIDTHS = ['xs', 'sm', 'md', 'lg'] as const;
/** 'tracks' keeps every column at `min` (a short list stays in small tiles); 'stretch' widens the items to fill the row. */
export const GRID_FILLS = ['tracks', 'stretch'] as const;

export const gridVariants = cva('', {
  variants: {
    min: variantClasses('min', GRID_MIN_WIDTHS),
    gap: variantClasses('gap', LAYOUT_GAPS),
    fill: variantClasses('fill', GRID_FILLS),
  },
  defaultVariants: { min: 'md', gap: 'md', fill: 'tracks' },
});

const GridRoot = styled.div`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--ic-grid-min)), 1fr));
  /* A few wide items (trailers): they share the row instead of leaving empty tracks. */
  &.fill-stretch {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--ic-grid-min)), 1fr));
  }
  &.min-xs {
    --ic-grid-min: ${vars.size.gridMinXs};
  }
  &.min-sm {
    --ic-grid-min: ${vars.size.gridMinSm};
  }
  &.min-md {
    --ic-grid-min: ${vars.size.cardMin};
  }
  &.min-lg {
    --ic-grid-min: ${vars.size.gridMinLg};
  }
  ${gapRules}
`;

export type GridProps = CommonProps & VariantProps<typeof gridVariants>;

/** As many equal columns as fit, each at least `min` wide: cards, tiles and lists of items. */
export function Grid({ as = 'div', min, gap, fill, className, children, ...aria }: GridProps) {
  return (
    <GridRoot as={as} className={gridVariants({ min, gap, fill, className })} {...aria}>
      {children}
    </GridRoot>
  );
}
