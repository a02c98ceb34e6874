// The Community page's cards: where each leads and its icon. Their words are in the support
// catalogue (support.channel.*, support.help.*).
import type { IconName, SocialNetwork } from '@ic/ui';
import { paths } from '../../paths';

/** How many blogs and milestones the page previews. */
export const PREVIEW_COUNT = 3;

/** Each channel's title is the network's own name, the same in every language. */
export const CHANNELS: readonly {
  network: SocialNetwork;
  title: string;
  icon: IconName;
}[] = [
  { network: 'youtube', title: 'YouTube', icon: 'youtube' },
  { network: 'instagram', title: 'Instagram', icon: 'instagram' },
  { network: 'x', title: 'X', icon: 'x-social' },
  { network: 'facebook', title: 'Facebook', icon: 'facebook' },
  { network: 'linkedin', title: 'LinkedIn', icon: 'linkedin' },
];

/** The ways in, by their names in the support catalogue. */
export const WAYS_TO_HELP: readonly { key: string; href: string; icon: IconName }[] = [
  { key: 'careers', href: paths.careers.href(), icon: 'user' },
  { key: 'support', href: paths.supportUs.href(), icon: 'heart' },
  { key: 'ultimate', href: paths.ultimate.href(), icon: 'star' },
  { key: 'feedback', href: paths.feedback.href(), icon: 'mail' },
];
