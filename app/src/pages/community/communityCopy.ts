// The Community page's own words.
import type { IconName, SocialNetwork } from '@ic/ui';
import { paths } from '../../paths';

export const COMMUNITY_META = {
  title: paths.community.title,
  description:
    'The IC Universe community of readers, artists and fans: studio stories, milestones, our channels and ways to get involved.',
} as const;

export const COMMUNITY_HERO = {
  eyebrow: 'Readers · Artists · Fans',
  description:
    'IC Universe is made with its readers. Follow the studio, cheer the milestones you helped reach, tell us what you think and help the next story happen.',
  feedback: 'Share your feedback',
  ultimate: 'Join Ultimate',
} as const;

export const COMMUNITY_SECTIONS = {
  blogs: {
    title: 'Fresh from the studio',
    description: 'The newest stories from our artists, writers and the IC Foundation.',
    action: 'All news',
    empty: {
      title: 'No stories yet',
      message: 'Our writers are busy at their desks. Come back soon.',
    },
  },
  milestones: {
    title: 'Milestones we reached together',
    description: 'Things the community made possible.',
    action: 'Our whole story',
    empty: {
      title: 'No milestones yet',
      message: 'The first one could be yours: see how to support us.',
    },
  },
  channels: {
    title: 'Follow IC Universe',
    description: 'New panels, trailers and fan art, wherever you like to scroll.',
  },
  involved: {
    title: 'Get involved',
    description: 'Ways to be part of the universe, from your first comment to your first job.',
  },
} as const;

/** How many blogs and milestones the page previews. */
export const PREVIEW_COUNT = 3;

export const CHANNELS: readonly {
  network: SocialNetwork;
  title: string;
  icon: IconName;
  description: string;
}[] = [
  {
    network: 'youtube',
    title: 'YouTube',
    icon: 'youtube',
    description: 'Trailers, animated shorts and studio tours.',
  },
  {
    network: 'instagram',
    title: 'Instagram',
    icon: 'instagram',
    description: 'Fan art features and behind-the-scenes sketches.',
  },
  {
    network: 'x',
    title: 'X',
    icon: 'x-social',
    description: 'Daily panels, polls and release news.',
  },
  {
    network: 'facebook',
    title: 'Facebook',
    icon: 'facebook',
    description: 'Community events and reading-room news.',
  },
  {
    network: 'linkedin',
    title: 'LinkedIn',
    icon: 'linkedin',
    description: 'Studio updates, jobs and internships.',
  },
];

export const WAYS_TO_HELP: readonly {
  title: string;
  href: string;
  icon: IconName;
  description: string;
}[] = [
  {
    title: 'Careers & internships',
    href: paths.careers.href(),
    icon: 'user',
    description: 'Artists, writers, animators and developers: see the open roles.',
  },
  {
    title: 'Support the studio',
    href: paths.supportUs.href(),
    icon: 'heart',
    description: 'Give once or every month and see exactly where it goes.',
  },
  {
    title: 'Join Ultimate',
    href: paths.ultimate.href(),
    icon: 'star',
    description: 'Exclusive comics, early access and member-only merchandise.',
  },
  {
    title: 'Tell us what you think',
    href: paths.feedback.href(),
    icon: 'mail',
    description: 'Ideas, praise and bug reports all make the next issue better.',
  },
];
