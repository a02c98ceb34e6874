// The home page's static samples (spec sections 2 and 3), original text written for this site.
// Pictures are the app's business (bundled art), so these carry words only. Titles that name a
// comic match the seeded catalogue, so a Read Now can open that comic when it is readable.
import { MERCH_PRICE, type MerchTag } from '../constants/shop.ts';
import type { HeroSlide } from '../contracts/content.ts';
import type { SpotlightItem } from '../entities.ts';

/** The hero's title on every slide (spec section 2). */
export const HOME_HERO_TITLE = 'Rise of the Eternal Storm';

export type HomeSlideCopy = Omit<HeroSlide, 'image'>;

const slide = (key: string, label: string, subtitle: string, description: string) => ({
  key,
  label,
  title: HOME_HERO_TITLE,
  subtitle,
  description,
  button: 'Read Now',
});

/** The five hero slides: five moments of the same story, each with a Read Now. */
export const HOME_SLIDES: readonly HomeSlideCopy[] = [
  slide(
    'storm-wakes',
    'The storm wakes',
    'New series',
    'The monsoon will not end. In a flooded Mumbai, a young weather-reader learns that the clouds are listening, and they are angry.',
  ),
  slide(
    'sky-archive',
    'The sky archive',
    'Chapter one',
    'Under an old Kolkata library lies a map of every storm ever born. Someone has torn out the newest page.',
  ),
  slide(
    'rain-crew',
    'Allies in the rain',
    'Meet the crew',
    'A tram conductor, a kite champion and a retired lifeguard: the unlikeliest team ever to chase a cyclone.',
  ),
  slide(
    'eye-opens',
    'The eye opens',
    'Villain reveal',
    'At the heart of the storm waits a voice that remembers the coast before it had a name.',
  ),
  slide(
    'hold-the-line',
    'Hold the line',
    'Free to read',
    'The first chapters are free for every reader. Grab an umbrella and jump in before the tide does.',
  ),
];

export type SpotlightSample = Omit<SpotlightItem, 'image'>;

/** Today's Spotlight: three static comic cards, the first a new release. */
export const SPOTLIGHT_SAMPLES: readonly SpotlightSample[] = [
  {
    id: 'hungry-zero',
    title: 'Map of the Hungry Zero',
    authors: 'Riya Bhattacharya, Ishaan Rao',
    year: '2025',
    description:
      'A treasure map that eats the places it shows. Two cousins have one summer to find its last page before their village disappears.',
    tag: 'NEW RELEASE',
  },
  {
    id: 'eternal-storm',
    title: 'Rise of the Eternal Storm',
    authors: 'Kavya Menon, Ishaan Rao',
    year: '2025',
    description:
      'Rain that never stops, a city that refuses to drown and a girl who can hear the weather think.',
  },
  {
    id: 'ratnakar',
    title: 'Tides of Ratnakar',
    authors: 'Nandini Iyer',
    year: '2024',
    description:
      'A lighthouse keeper’s daughter follows a glowing shoal out past the last buoy, into a kingdom under the bay.',
  },
];

export type MerchSample = { id: string; title: string; tag: MerchTag; price: number };

/** Exclusive Merch: three static cards, one per tag, each at the merchandise price. */
export const MERCH_SAMPLES: readonly MerchSample[] = [
  {
    id: 'storm-poster',
    title: 'Eternal Storm Poster Set',
    tag: 'NEW RELEASES',
    price: MERCH_PRICE,
  },
  { id: 'ember-tee', title: 'Ember Crest T-shirt', tag: 'TSHIRTS', price: MERCH_PRICE },
  {
    id: 'guardian-figure',
    title: 'Monsoon Guardian Figure',
    tag: 'COLLECTIBLES',
    price: MERCH_PRICE,
  },
];
