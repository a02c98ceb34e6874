import { ComingSoon, TextLink } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';

type Props = { title: string; description: string };

/** The shared placeholder page (spec section 2), titled with the page's name. */
function ComingSoonPage({ title, description }: Props) {
  usePageMeta(title, description);
  return (
    <ComingSoon title={title}>
      <TextLink href={paths.home.href()} variant="button">
        Back to Home
      </TextLink>
    </ComingSoon>
  );
}

export function GamesPage() {
  return (
    <ComingSoonPage title={paths.games.title} description="IC Universe games are coming soon." />
  );
}

export function AnimationPage() {
  return (
    <ComingSoonPage
      title={paths.animation.title}
      description="IC Universe animation is coming soon."
    />
  );
}

export function ShopPage() {
  return (
    <ComingSoonPage title={paths.shop.title} description="The IC Universe shop is coming soon." />
  );
}
