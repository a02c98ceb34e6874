import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';
import { avatarToneOf, initialsOf } from './initials';

export const AVATAR_SIZES = ['sm', 'md', 'lg'] as const;

export const avatarVariants = cva('', {
  variants: { size: variantClasses('size', AVATAR_SIZES) },
  defaultVariants: { size: 'md' },
});

export type AvatarProps = VariantProps<typeof avatarVariants> & {
  /** Whose avatar: the initials come from it, and it is the accessible name of the fallback. */
  name: string;
  src?: string;
  /** The image's alt text; defaults to the name. Pass '' when the name is already written beside it. */
  alt?: string;
  className?: string;
};

const Root = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  overflow: hidden;
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceAlt};
  font-family: ${vars.font.display};
  letter-spacing: ${vars.letterSpacing.display};
  line-height: 1;

  &.size-sm {
    width: ${vars.size.avatarSm};
    height: ${vars.size.avatarSm};
    font-size: ${vars.fontSize.sm};
  }
  &.size-md {
    width: ${vars.size.avatarMd};
    height: ${vars.size.avatarMd};
    font-size: ${vars.fontSize.lg};
  }
  &.size-lg {
    width: ${vars.size.avatarLg};
    height: ${vars.size.avatarLg};
    font-size: ${vars.fontSize['3xl']};
    border-width: ${vars.size.border};
  }

  &[data-tone='secondary'] {
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  &[data-tone='accent'] {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  &[data-tone='primary'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A round picture of a person, or their initials when there is no picture or it fails to load. */
export function Avatar({ name, src, alt, size, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const label = alt ?? name;
  const decorative = label === '';
  const classes = avatarVariants({ size, className });
  if (src && failedSrc !== src) {
    return (
      <Root className={classes} data-avatar="image">
        <img src={src} alt={label} onError={() => setFailedSrc(src)} />
      </Root>
    );
  }
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <Root className={classes} data-avatar="initials" data-tone={avatarToneOf(name)} {...a11y}>
      {initialsOf(name)}
    </Root>
  );
}
