import type { IconName } from '@ic/ui';

/** The spec's four welcome tiles all go to the home page; their words are `account.welcome.<key>.*`. */
export const WELCOME_TILES: readonly { key: string; icon: IconName; href: string }[] = [
  { key: 'read', icon: 'book', href: '/' },
  { key: 'heroes', icon: 'star', href: '/' },
  { key: 'games', icon: 'gamepad', href: '/' },
  { key: 'animation', icon: 'film', href: '/' },
];
