// The Ultimate page's own words and pictures (our copy; prices come from GET /api/plans).
import { motifArt } from '@ic/art';
import type { HeroSlide } from '@ic/domain';

export const ULTIMATE_META = {
  title: 'IC Ultimate',
  description:
    'IC Ultimate membership: unlimited comics, premium content, animated series and the membership kit.',
} as const;

export const ULTIMATE_SLIDES: readonly HeroSlide[] = [
  {
    key: 'unlimited',
    label: 'Unlimited comics',
    title: 'Every comic, every week',
    subtitle: 'IC Ultimate',
    description: 'Read the whole IC Universe library and every new chapter the day it lands.',
    image: motifArt('crown', 0),
    button: 'Read the comics',
  },
  {
    key: 'animated',
    label: 'Animated series',
    title: 'Heroes in motion',
    subtitle: 'Premium content',
    description: 'Animated episodes, behind-the-scenes sketches and the Research Papers archive.',
    image: motifArt('stage', 1),
    button: 'Read the comics',
  },
  {
    key: 'kit',
    label: 'Membership kit',
    title: 'A box of the universe',
    subtitle: 'Ultimate Kit',
    description: 'Comics of your choice, a surprise hero toy, a T-shirt, stickers and wall art.',
    image: motifArt('figure', 2),
    button: 'Read the comics',
  },
];

export const CREATOR_TRAILERS = [
  {
    key: 'storm',
    title: 'Drawing the storm',
    text: 'Our lead artist inks a rain-soaked rooftop chase, panel by panel.',
    poster: motifArt('storm', 4),
  },
  {
    key: 'voices',
    title: 'Finding the voices',
    text: 'The cast records the first episode of the animated series.',
    poster: motifArt('hero', 5),
  },
] as const;
