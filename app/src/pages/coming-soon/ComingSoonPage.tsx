import { PagePlaceholder } from '../PagePlaceholder';

export function GamesPage() {
  return (
    <PagePlaceholder
      title="Games"
      heading="Coming Soon"
      description="IC Universe games are coming soon."
    />
  );
}

export function AnimationPage() {
  return (
    <PagePlaceholder
      title="Animation"
      heading="Coming Soon"
      description="IC Universe animation is coming soon."
    />
  );
}

export function ShopPage() {
  return (
    <PagePlaceholder
      title="Shop"
      heading="Coming Soon"
      description="The IC Universe shop is coming soon."
    />
  );
}
