export { Avatar, AVATAR_SIZES, avatarVariants, type AvatarProps } from './Avatar';
export { avatarToneOf, initialsOf } from './initials';
