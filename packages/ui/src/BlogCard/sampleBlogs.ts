// Original sample blogs for the blog components' stories, with inline art (no network).
import { panelArt } from '@ic/art';
import type { BlogTeaser } from './BlogCard';

const ROWS: [title: string, subject: string, authorName: string, publishedAt: string][] = [
  [
    'The Lantern Makers of Jaipur',
    'A new series set in the pink city',
    'Riya Bansal',
    '2025-10-04',
  ],
  ['Monsoon Sketchbook', 'Our artists paint the rains', 'Dev Malhotra', '2025-09-21'],
  [
    'Ten Years of Vajra Kid',
    'An anniversary issue with a surprise ending',
    'Anaya Pillai',
    '2025-09-02',
  ],
  ['Voices for the Animated Pilot', 'Casting the heroes of Neel Nagar', 'Kabir Shah', '2025-08-15'],
  ['Letters From Our Readers', 'Your questions, answered by the team', 'Meera Joshi', '2025-07-30'],
  [
    'A Day at the Colour Desk',
    'How flat colours become a finished page',
    'Arjun Nair',
    '2025-07-11',
  ],
];

export const SAMPLE_BLOGS: BlogTeaser[] = ROWS.map(
  ([title, subject, authorName, publishedAt], index) => ({
    id: `blog-${index + 1}`,
    title,
    subject,
    authorName,
    publishedAt,
    cover: panelArt(index + 1, ['POW!', 'ZAP!', 'WOW!', 'BAM!', 'KAPOW!', 'WHAM!'][index]),
    href: `/news/blog-${index + 1}`,
  }),
);

export const SAMPLE_EXCERPT =
  'Paper lanterns, narrow lanes and a thief who only steals at dusk: our new series follows two cousins who keep the lamps of the old city burning, whatever it takes.';

/** What a sample blog discusses: a comic and a character, with a long title to test wrapping. */
export const SAMPLE_TOPICS = [
  { label: 'Read The Lantern Makers of Jaipur and the Night Market', href: '/comics/lantern' },
  { label: 'Meet Vayuveer', href: '/characters/vayuveer' },
] as const;
