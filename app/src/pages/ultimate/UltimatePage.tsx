import {
  HeroCarousel,
  HeroCarouselSkeleton,
  MinimumDuration,
  Section,
  Stack,
  useCatalogue,
  useT,
} from '@ic/ui';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '../usePageMeta';
import { paths } from '../../paths';
import { usePlanPurchase } from '../../checkout/usePlanPurchase';
import { CreatorTrailersSection } from './CreatorTrailersSection';
import { KitSection } from './KitSection';
import { NewComicsSection } from './NewComicsSection';
import { UltimatePlansSection } from './UltimatePlansSection';
import { ULTIMATE_NAME_KEY, ultimateSlides } from './ultimateCopy';

/**
 * The Ultimate subscription page (spec section 3): carousel hero, the plans, new comics, creator
 * trailers and the membership kit. Plans and kit buy through one checkout, so one dialog serves
 * both and only one purchase runs at a time.
 */
export function UltimatePage() {
  useCatalogue('checkout');
  const t = useT();
  const title = t(ULTIMATE_NAME_KEY);
  usePageMeta(title, t('checkout.ultimate.meta.description'));
  const navigate = useNavigate();
  const purchase = usePlanPurchase();
  const slides = ultimateSlides(t);
  return (
    <Stack gap="lg">
      <Section title={title} headingLevel="h1" hideTitle spacing="sm">
        <MinimumDuration
          placeholder={
            <HeroCarouselSkeleton
              selectors={slides.length}
              label={t('checkout.ultimate.loading')}
            />
          }
        >
          <HeroCarousel
            slides={slides}
            label={t('checkout.ultimate.hero.label')}
            onAction={() => void navigate(paths.comics.href())}
          />
        </MinimumDuration>
      </Section>
      <UltimatePlansSection purchase={purchase} />
      <NewComicsSection />
      <CreatorTrailersSection />
      <KitSection purchase={purchase} />
      {purchase.checkoutDialog}
    </Stack>
  );
}
