import { HeroCarousel, HeroCarouselSkeleton, MinimumDuration, Section, Stack } from '@ic/ui';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '../usePageMeta';
import { paths } from '../../paths';
import { usePlanPurchase } from '../../checkout/usePlanPurchase';
import { CreatorTrailersSection } from './CreatorTrailersSection';
import { KitSection } from './KitSection';
import { NewComicsSection } from './NewComicsSection';
import { UltimatePlansSection } from './UltimatePlansSection';
import { ULTIMATE_META, ULTIMATE_SLIDES } from './ultimateCopy';

/**
 * The Ultimate subscription page (spec section 3): carousel hero, the plans, new comics, creator
 * trailers and the membership kit. Plans and kit buy through one checkout, so one dialog serves
 * both and only one purchase runs at a time.
 */
export function UltimatePage() {
  usePageMeta(ULTIMATE_META.title, ULTIMATE_META.description);
  const navigate = useNavigate();
  const purchase = usePlanPurchase();
  return (
    <Stack gap="lg">
      <Section title={ULTIMATE_META.title} headingLevel="h1" hideTitle spacing="sm">
        <MinimumDuration placeholder={<HeroCarouselSkeleton selectors={ULTIMATE_SLIDES.length} />}>
          <HeroCarousel
            slides={ULTIMATE_SLIDES}
            label="IC Ultimate highlights"
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
