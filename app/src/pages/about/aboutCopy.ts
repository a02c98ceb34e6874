// The About page's own words: our studio, our (fictional) founder and our vision.
import { formatIndianNumber, SUPERHERO_COUNT_CLAIM } from '@ic/domain';
import type { FounderFact, VisionCardItem } from '@ic/ui';

const HERO_COUNT = formatIndianNumber(SUPERHERO_COUNT_CLAIM);

export const ABOUT_META = {
  description:
    'Who makes IC Universe: an Indian comics, animation and games studio, our founder, our teams and our vision.',
} as const;

export const ABOUT_HERO = {
  eyebrow: 'Comics · Animation · Games',
  description: `IC Universe is an Indian studio for comics, animation and games, with a library of more than ${HERO_COUNT} superheroes drawn from our myths, our cities and our everyday lives. We work across AVGC-XR (animation, visual effects, gaming, comics and extended reality) to tell Indian stories for readers of every age.`,
  characters: 'Meet the heroes',
  careers: 'Join our team',
} as const;

export const FOUNDER = {
  section: 'Meet our founder',
  name: 'Anaya Deshpande',
  role: 'Founder & Creative Director',
  portraitAlt:
    'Comic drawing of Anaya Deshpande smiling, in round glasses, her hair in a bun with a pencil through it',
  bio: [
    'Anaya grew up in Nagpur reading comics borrowed from a railway bookstall and redrawing the heroes in the margins of her school notebooks, usually with her neighbours’ faces.',
    'After ten years as an animator and storyboard artist, she noticed that the heroes children loved rarely looked, spoke or lived like them. In 2019 she gathered a few writers and artists around a kitchen table in Pune and began sketching a universe of Indian heroes.',
    'Today she leads the stories and the look of IC Universe, and she still draws the first sketch of every new hero herself.',
  ],
  quote:
    'Every child in India deserves a hero who looks like them, speaks like them and dreams as big as they do.',
  facts: [
    { label: 'Studio founded', value: '2019' },
    { label: 'Superheroes', value: `${HERO_COUNT}+` },
    { label: 'Home base', value: 'Pune' },
  ] satisfies FounderFact[],
} as const;

export const TEAMS_SECTION = {
  title: 'The people behind the panels',
  description:
    'Four teams make every comic, episode and game. The team on show changes every five seconds; point at it or focus it to pause.',
  label: 'Our teams',
  empty: {
    title: 'Our teams are getting ready',
    message: 'The team profiles will be back soon. Meanwhile, say hello through our careers page.',
  },
} as const;

export const VISION_SECTION = {
  title: 'Our vision',
  description: 'Where we are taking the universe next.',
  cards: [
    {
      title: 'Innovation',
      icon: 'star',
      description:
        'New ways to tell stories: motion comics, interactive chapters and heroes you can design yourself.',
    },
    {
      title: 'Growing Audience',
      icon: 'heart',
      description:
        'Readers in every state, in their own languages, from first-time readers to lifelong fans.',
    },
    {
      title: 'Growth',
      icon: 'film',
      description:
        'A bigger studio for India’s AVGC-XR industry: more artists, more internships and more original shows.',
    },
    {
      title: 'Future Goals',
      icon: 'gamepad',
      description:
        'Animated series, games and an Ultimate membership that brings the whole universe together.',
    },
  ] satisfies VisionCardItem[],
} as const;
