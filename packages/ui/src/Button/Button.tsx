import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'accent',
  'outline',
  'ghost',
  'danger',
] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;

export const buttonVariants = cva('', {
  variants: {
    variant: variantClasses('variant', BUTTON_VARIANTS),
    size: variantClasses('size', BUTTON_SIZES),
    fullWidth: { true: 'full-width', false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonProps = ComponentPropsWithRef<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, marks the button busy and blocks clicks. */
    loading?: boolean;
  };

// Static CSS: variants are classes from cva, states are attributes. Nothing interpolates props.
export const ButtonRoot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control};
  padding: 0 ${vars.space[5]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.comic};
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.lg};
  letter-spacing: ${vars.letterSpacing.display};
  line-height: 1;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    transform ${vars.motion.fast} ${vars.motion.easing},
    box-shadow ${vars.motion.fast} ${vars.motion.easing},
    background-color ${vars.motion.fast};

  &:active:not(:disabled) {
    transform: translate(3px, 3px);
    box-shadow: ${vars.shadow.pressed};
  }

  &.variant-primary {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &.variant-primary:hover:not(:disabled) {
    background: ${vars.color.primaryHover};
  }
  &.variant-secondary {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  &.variant-secondary:hover:not(:disabled) {
    background: ${vars.color.secondaryHover};
  }
  &.variant-accent {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  &.variant-accent:hover:not(:disabled) {
    background: ${vars.color.accentHover};
  }
  &.variant-outline {
    background: ${vars.color.surface};
    color: ${vars.color.ink};
  }
  &.variant-outline:hover:not(:disabled) {
    background: ${vars.color.surfaceAlt};
  }
  &.variant-ghost {
    background: transparent;
    color: inherit;
    border-color: transparent;
    box-shadow: none;
  }
  &.variant-ghost:hover:not(:disabled) {
    background: ${vars.color.surfaceAlt};
    color: ${vars.color.ink};
  }
  &.variant-danger {
    background: ${vars.color.danger};
    color: ${vars.color.onPrimary};
  }

  &.size-sm {
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[3]};
    font-size: ${vars.fontSize.md};
  }
  &.size-lg {
    min-height: ${vars.size.controlLg};
    padding: 0 ${vars.space[8]};
    font-size: ${vars.fontSize.xl};
  }
  &.full-width {
    width: 100%;
  }

  &:disabled {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    box-shadow: none;
    cursor: not-allowed;
  }
  &[data-loading] {
    cursor: progress;
  }
`;

/** The call to action: comic-book bold, in six variants and three sizes. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <ButtonRoot
      type={type}
      className={buttonVariants({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" label={null} />}
      {children}
    </ButtonRoot>
  );
}
