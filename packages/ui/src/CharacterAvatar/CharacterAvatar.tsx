import { cva, type VariantProps } from 'class-variance-authority';
import styled from 'styled-components';
import { Avatar, type AvatarProps } from '../Avatar';
import { vars } from '../theme';
import { variantClasses } from '../utils/variants';
import { decodeAvatar, DEFAULT_AVATAR, type AvatarConfig } from './avatarConfig';
import { CharacterFace } from './CharacterFace';

export const CHARACTER_AVATAR_SIZES = ['sm', 'md', 'lg', 'xl'] as const;

export const characterAvatarVariants = cva('', {
  variants: { size: variantClasses('size', CHARACTER_AVATAR_SIZES) },
  defaultVariants: { size: 'lg' },
});

export type CharacterAvatarProps = VariantProps<typeof characterAvatarVariants> & {
  /** A stored avatar string ('v1:...'); ignored when `config` is given. */
  avatar?: string;
  config?: AvatarConfig;
  /** What the picture shows, e.g. "Meera's character"; '' when it is decorative. */
  label: string;
  className?: string;
};

const Svg = styled.svg`
  display: block;
  flex: none;
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  overflow: hidden;
  aspect-ratio: 1;

  &.size-sm {
    width: ${vars.size.avatarSm};
    border-width: ${vars.size.borderThin};
  }
  &.size-md {
    width: ${vars.size.avatarMd};
    border-width: ${vars.size.borderThin};
  }
  &.size-lg {
    width: ${vars.size.avatarLg};
  }
  &.size-xl {
    width: calc(2 * ${vars.size.avatarLg});
  }

  & [data-slot='avatar-line'] {
    fill: ${vars.color.ink};
    stroke: ${vars.color.ink};
  }
  & [data-slot='avatar-line'] path,
  & path[data-slot='avatar-line'] {
    fill: none;
  }
  & [data-slot='avatar-outline'] {
    fill: none;
    stroke: ${vars.color.ink};
  }
  & [data-slot='avatar-mouth'] {
    fill: ${vars.color.ink};
  }
  & [data-slot='avatar-mask'] {
    fill: ${vars.color.primary};
  }
  & [data-slot='avatar-shirt'] {
    fill: ${vars.color.surfaceInverse};
  }
  &[data-bg='0'] [data-slot='avatar-bg'] {
    fill: ${vars.color.secondary};
  }
  &[data-bg='1'] [data-slot='avatar-bg'] {
    fill: ${vars.color.accent};
  }
  &[data-bg='2'] [data-slot='avatar-bg'] {
    fill: ${vars.color.primary};
  }
  &[data-bg='3'] [data-slot='avatar-bg'] {
    fill: ${vars.color.surfaceAlt};
  }
  &[data-bg='4'] [data-slot='avatar-bg'] {
    fill: ${vars.color.successSurface};
  }
`;

/** A drawn character face from a small config or its stored 'v1:...' string. */
export function CharacterAvatar({ avatar, config, label, size, className }: CharacterAvatarProps) {
  const drawn = config ?? decodeAvatar(avatar) ?? DEFAULT_AVATAR;
  const decorative = label === '';
  return (
    <Svg
      viewBox="0 0 100 100"
      className={characterAvatarVariants({ size, className })}
      data-bg={drawn.background}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      <CharacterFace config={drawn} />
    </Svg>
  );
}

export type UserAvatarProps = Omit<AvatarProps, 'src'> & {
  /** The profile's `avatar` string: a drawn character ('v1:...') or a picture's address. */
  avatar?: string | null;
};

/** A user's avatar: their drawn character when they made one, else their picture or initials. */
export function UserAvatar({ avatar, name, alt, size, className }: UserAvatarProps) {
  if (decodeAvatar(avatar)) {
    return (
      <CharacterAvatar
        avatar={avatar ?? undefined}
        label={alt ?? name}
        size={size}
        className={className}
      />
    );
  }
  const src = avatar && /^(https?:|\/)/.test(avatar) ? avatar : undefined;
  return <Avatar name={name} alt={alt} src={src} size={size} className={className} />;
}
