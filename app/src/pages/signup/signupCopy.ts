import type { WelcomeTile } from '@ic/ui';

export const SIGNUP_TITLE = 'Sign Up';
export const SIGNUP_SUBTITLE = 'Join the IC Universe: it is free.';
export const SIGNUP_DESCRIPTION =
  'Create your free IC Universe account and start reading Indian superhero comics.';

/** The spec's four welcome tiles all go to the home page. */
export const WELCOME_TILES: readonly WelcomeTile[] = [
  {
    title: 'Read comics',
    description: 'Start a chapter of an Indian superhero saga.',
    icon: 'book',
    href: '/',
  },
  {
    title: 'Meet the heroes',
    description: 'Find your favourite character and their story.',
    icon: 'star',
    href: '/',
  },
  {
    title: 'Play games',
    description: 'Jump into games set in the IC Universe.',
    icon: 'gamepad',
    href: '/',
  },
  {
    title: 'Watch animation',
    description: 'See the characters move on screen.',
    icon: 'film',
    href: '/',
  },
];
