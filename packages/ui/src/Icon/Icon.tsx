import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';
import { ICONS, type IconName } from './icons';

export const ICON_SIZES = ['inherit', 'sm', 'md', 'lg', 'xl'] as const;

export const iconVariants = cva('', {
  variants: { size: variantClasses('size', ICON_SIZES) },
  defaultVariants: { size: 'md' },
});

export type IconProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> &
  VariantProps<typeof iconVariants> & {
    name: IconName;
    /** Makes the icon meaningful (role="img" with this name). Without it the icon is decorative and hidden. */
    label?: string;
  };

const Root = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;

  &.size-inherit {
    width: 1em;
    height: 1em;
  }
  &.size-sm {
    width: ${vars.fontSize.md};
    height: ${vars.fontSize.md};
  }
  &.size-md {
    width: ${vars.size.icon};
    height: ${vars.size.icon};
  }
  &.size-lg {
    width: ${vars.size.avatarSm};
    height: ${vars.size.avatarSm};
  }
  &.size-xl {
    width: ${vars.size.avatarMd};
    height: ${vars.size.avatarMd};
  }
`;

/** One icon of our own line set, in currentColor. Decorative unless given a `label`. */
export function Icon({ name, size, label, className, ...rest }: IconProps) {
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <Root
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      className={iconVariants({ size, className })}
      {...a11y}
      {...rest}
    >
      {ICONS[name]}
    </Root>
  );
}
