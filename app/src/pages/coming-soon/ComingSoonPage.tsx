import { ComingSoon, TextLink } from '@ic/ui';
import { usePageMeta } from '../usePageMeta';

type Props = { title: string; description: string };

/** The shared placeholder page (spec section 2), titled with the page's name. */
function ComingSoonPage({ title, description }: Props) {
  usePageMeta(title, description);
  return (
    <ComingSoon title={title}>
      <TextLink href="/" variant="button">
        Back to Home
      </TextLink>
    </ComingSoon>
  );
}

export function GamesPage() {
  return <ComingSoonPage title="Games" description="IC Universe games are coming soon." />;
}

export function AnimationPage() {
  return <ComingSoonPage title="Animation" description="IC Universe animation is coming soon." />;
}

export function ShopPage() {
  return <ComingSoonPage title="Shop" description="The IC Universe shop is coming soon." />;
}
