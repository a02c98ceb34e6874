// A character avatar as a small serialisable config, and its compact string form ('v1:' + one
// base-36 digit per feature) that the profile stores (at most 500 characters).

/** Names of each option, in the order their index is stored; the editor shows these names. */
export const AVATAR_OPTIONS = {
  skin: ['Light', 'Fair', 'Medium', 'Tan', 'Brown', 'Deep'],
  hair: ['Black', 'Dark brown', 'Brown', 'Blonde', 'Red', 'Purple'],
  background: ['Yellow', 'Blue', 'Red', 'Cream', 'Mint'],
  hairStyle: ['None', 'Short', 'Spiky', 'Long'],
  eyes: ['Round', 'Happy', 'Wink'],
  mouth: ['Smile', 'Grin', 'Surprised'],
  accessory: ['None', 'Glasses', 'Hero mask', 'Headband'],
} as const;

export type AvatarFeature = keyof typeof AVATAR_OPTIONS;
export type AvatarConfig = Record<AvatarFeature, number>;

/** The stored order of the features; never reorder, or saved avatars change. */
export const AVATAR_FEATURES: readonly AvatarFeature[] = [
  'skin',
  'hair',
  'background',
  'hairStyle',
  'eyes',
  'mouth',
  'accessory',
];

const PREFIX = 'v1:';

export const DEFAULT_AVATAR: AvatarConfig = {
  skin: 2,
  hair: 0,
  background: 0,
  hairStyle: 1,
  eyes: 0,
  mouth: 0,
  accessory: 2,
};

export function encodeAvatar(config: AvatarConfig): string {
  return PREFIX + AVATAR_FEATURES.map((feature) => config[feature].toString(36)).join('');
}

/** The config of a stored avatar string, or null when it is not one this version can draw. */
export function decodeAvatar(value: string | null | undefined): AvatarConfig | null {
  if (!value?.startsWith(PREFIX)) return null;
  const digits = value.slice(PREFIX.length);
  if (digits.length !== AVATAR_FEATURES.length) return null;
  const config = {} as AvatarConfig;
  for (const [index, feature] of AVATAR_FEATURES.entries()) {
    const option = parseInt(digits[index] ?? '', 36);
    if (!Number.isInteger(option) || option >= AVATAR_OPTIONS[feature].length) return null;
    config[feature] = option;
  }
  return config;
}

/** A random avatar that differs from `current` (when given), so Randomise always changes it. */
export function randomAvatar(
  random: () => number = Math.random,
  current?: AvatarConfig,
): AvatarConfig {
  const pick = (feature: AvatarFeature) =>
    Math.min(
      Math.floor(random() * AVATAR_OPTIONS[feature].length),
      AVATAR_OPTIONS[feature].length - 1,
    );
  const config = Object.fromEntries(AVATAR_FEATURES.map((f) => [f, pick(f)])) as AvatarConfig;
  if (current && encodeAvatar(config) === encodeAvatar(current)) {
    config.background = (current.background + 1) % AVATAR_OPTIONS.background.length;
  }
  return config;
}
