export {
  AVATAR_FEATURES,
  AVATAR_OPTIONS,
  DEFAULT_AVATAR,
  decodeAvatar,
  encodeAvatar,
  randomAvatar,
  type AvatarConfig,
  type AvatarFeature,
} from './avatarConfig';
export { AvatarEditor, type AvatarEditorProps } from './AvatarEditor';
export {
  CHARACTER_AVATAR_SIZES,
  CharacterAvatar,
  UserAvatar,
  characterAvatarVariants,
  type CharacterAvatarProps,
  type UserAvatarProps,
} from './CharacterAvatar';
