/** Up to two letters for a name: the first and last words' initials ('Asha Rao Verma' → 'AV'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => Boolean(word))
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

export const AVATAR_TONES = ['secondary', 'accent', 'primary'] as const;
export type AvatarTone = (typeof AVATAR_TONES)[number];

/** A stable colour for a name, so the same person always gets the same fallback. */
export function avatarToneOf(name: string): AvatarTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_TONES[hash % AVATAR_TONES.length] ?? 'secondary';
}
