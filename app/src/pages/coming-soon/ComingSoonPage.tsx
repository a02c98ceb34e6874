import { ComingSoon, TextLink, useCatalogue, useT } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';

/** The placeholder pages; each names its title and description in the home catalogue. */
type Page = 'games' | 'animation' | 'shop';

/** The shared placeholder page (spec section 2), titled with the page's name. */
function ComingSoonPage({ page }: { page: Page }) {
  useCatalogue('home');
  const t = useT();
  const title = t(`home.comingSoon.${page}.title`);
  usePageMeta(title, t(`home.comingSoon.${page}.description`));
  return (
    <ComingSoon title={title}>
      <TextLink href={paths.home.href()} variant="button">
        {t('home.comingSoon.back')}
      </TextLink>
    </ComingSoon>
  );
}

export function GamesPage() {
  return <ComingSoonPage page="games" />;
}

export function AnimationPage() {
  return <ComingSoonPage page="animation" />;
}

export function ShopPage() {
  return <ComingSoonPage page="shop" />;
}
