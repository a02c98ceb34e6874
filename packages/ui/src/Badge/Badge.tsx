import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const BADGE_TONES = [
  'primary',
  'secondary',
  'accent',
  'success',
  'danger',
  'neutral',
  'inverse',
] as const;
export const BADGE_SHAPES = ['pill', 'tag'] as const;
export const BADGE_SIZES = ['sm', 'md'] as const;

export const badgeVariants = cva('', {
  variants: {
    tone: variantClasses('tone', BADGE_TONES),
    shape: variantClasses('shape', BADGE_SHAPES),
    size: variantClasses('size', BADGE_SIZES),
  },
  defaultVariants: { tone: 'secondary', shape: 'pill', size: 'md' },
});

export type BadgeProps = ComponentPropsWithRef<'span'> & VariantProps<typeof badgeVariants>;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  width: fit-content;
  border: ${vars.size.borderThin} solid ${vars.color.border};
  font-family: ${vars.font.display};
  letter-spacing: ${vars.letterSpacing.display};
  line-height: 1;
  text-transform: uppercase;
  white-space: nowrap;

  &.size-sm {
    padding: ${vars.space[1]} ${vars.space[2]};
    font-size: ${vars.fontSize.sm};
  }
  &.size-md {
    padding: ${vars.space[1]} ${vars.space[3]};
    font-size: ${vars.fontSize.md};
  }

  &.shape-pill {
    border-radius: ${vars.radius.pill};
  }
  /* A price-tag corner: square on the left, a comic shadow under it. */
  &.shape-tag {
    border-radius: ${vars.radius.sm} ${vars.radius.lg} ${vars.radius.lg} ${vars.radius.sm};
    box-shadow: ${vars.shadow.pressed};
  }

  &.tone-primary {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &.tone-secondary {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  &.tone-accent {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  &.tone-success {
    background: ${vars.color.success};
    color: ${vars.color.textInverse};
  }
  &.tone-danger {
    background: ${vars.color.danger};
    color: ${vars.color.textInverse};
  }
  &.tone-neutral {
    background: ${vars.color.surfaceAlt};
    color: ${vars.color.ink};
  }
  &.tone-inverse {
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
  }
`;

/** A short status or category label, e.g. 'NEW RELEASE', 'UPCOMING', 'TSHIRTS'. */
export function Badge({ tone, shape, size, className, ...rest }: BadgeProps) {
  return <Root className={badgeVariants({ tone, shape, size, className })} {...rest} />;
}

export type TagProps = Omit<BadgeProps, 'shape'>;

/** A Badge in the price-tag shape, for merchandise categories. */
export function Tag(props: TagProps) {
  return <Badge {...props} shape="tag" />;
}
