import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const ICON_BUTTON_VARIANTS = ['outline', 'primary', 'secondary', 'ghost'] as const;
export const ICON_BUTTON_SIZES = ['sm', 'md', 'lg'] as const;

export const iconButtonVariants = cva('', {
  variants: {
    variant: variantClasses('variant', ICON_BUTTON_VARIANTS),
    size: variantClasses('size', ICON_BUTTON_SIZES),
  },
  defaultVariants: { variant: 'outline', size: 'md' },
});

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    icon: IconName;
    /** The button's accessible name: an icon alone says nothing to a screen reader. */
    label: string;
  };

const Root = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  padding: 0;
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  cursor: pointer;
  transition:
    transform ${vars.motion.fast} ${vars.motion.easing},
    background-color ${vars.motion.fast};

  &.size-sm {
    width: ${vars.size.controlSm};
    height: ${vars.size.controlSm};
  }
  &.size-md {
    width: ${vars.size.control};
    height: ${vars.size.control};
  }
  &.size-lg {
    width: ${vars.size.controlLg};
    height: ${vars.size.controlLg};
  }

  &.variant-outline {
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    box-shadow: ${vars.shadow.pressed};
  }
  &.variant-outline:hover:not(:disabled) {
    background: ${vars.color.surfaceAlt};
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
  &.variant-ghost {
    background: transparent;
    color: inherit;
    border-color: transparent;
  }
  &.variant-ghost:hover:not(:disabled) {
    background: ${vars.color.surfaceAlt};
    color: ${vars.color.ink};
  }

  &:active:not(:disabled) {
    transform: translate(1px, 1px);
  }
  &[aria-pressed='true'] {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  &:disabled {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    border-color: transparent;
    box-shadow: none;
    cursor: not-allowed;
  }
`;

/** A round button showing only an icon; `label` is required and becomes its accessible name. */
export function IconButton({
  icon,
  label,
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <Root
      type={type}
      aria-label={label}
      className={iconButtonVariants({ variant, size, className })}
      {...rest}
    >
      <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />
    </Root>
  );
}
