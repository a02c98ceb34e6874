// The home page (spec section 2) and its two variants. Every section shows skeletons for 2.4 s
// after mounting while its data loads, then its content; a failed load leaves a section empty or
// out, never the page broken.
import { Stack, useCatalogue, useT } from '@ic/ui';
import {
  BlogCarouselSection,
  BlogListSection,
  FoundationUpdatesSection,
  LatestUpdateSection,
  useShownAbove,
} from '../../sections/blogs';
import { paths } from '../../paths';
import { ContinueReadingSection } from '../../sections/reading/ContinueReadingSection';
import { usePageMeta } from '../usePageMeta';
import { AppSection } from './sections/AppSection';
import { CharacterSpotlightSection } from './sections/CharacterSpotlightSection';
import { EventSection } from './sections/EventSection';
import { ExclusiveMerchSection } from './sections/ExclusiveMerchSection';
import { FanFavouritesSection } from './sections/FanFavouritesSection';
import { FeaturedCharactersSection } from './sections/FeaturedCharactersSection';
import { FoundationPromoSection } from './sections/FoundationPromoSection';
import { HeroSection } from './sections/HeroSection';
import { JoinUltimateSection } from './sections/JoinUltimateSection';
import { MerchPromoSection } from './sections/MerchPromoSection';
import { NewForYouSection } from './sections/NewForYouSection';
import { NewsletterSlot } from './sections/NewsletterSlot';
import { PlansSection } from './sections/PlansSection';
import { TodaysSpotlightSection } from './sections/TodaysSpotlightSection';
import { VideoTeaserSection } from './sections/VideoTeaserSection';

const TITLE = paths.home.title;

type HomeProps = {
  /** The meta description's catalogue id. */
  meta: 'home.meta.description' | 'home.meta.memberDescription' | 'home.meta.premiumDescription';
  withPlans: boolean;
};

function Home({ meta, withPlans }: HomeProps) {
  // The blog sections' words are the news area's.
  useCatalogue('home');
  useCatalogue('news');
  const t = useT();
  usePageMeta(TITLE, t(meta));
  const shown = useShownAbove();
  return (
    <Stack gap="lg">
      <HeroSection />
      <ContinueReadingSection />
      <NewForYouSection />
      <FeaturedCharactersSection />
      <FanFavouritesSection />
      <CharacterSpotlightSection />
      <TodaysSpotlightSection />
      <MerchPromoSection />
      <ExclusiveMerchSection />
      {withPlans && <PlansSection />}
      <VideoTeaserSection />
      <AppSection />
      <JoinUltimateSection />
      <EventSection />
      <FoundationPromoSection />
      <NewsletterSlot />
      <LatestUpdateSection />
      <BlogCarouselSection exclude={shown.latest} />
      <BlogListSection exclude={shown.all} />
      <FoundationUpdatesSection exclude={shown.latest} />
    </Stack>
  );
}

export function HomePage() {
  return <Home withPlans meta="home.meta.description" />;
}

/**
 * The member's home: the same sections (the header already greets them by name). A visitor who
 * is not signed in sees it too, exactly as the home page: nothing here needs an account.
 */
export function LoggedInHomePage() {
  return <Home withPlans meta="home.meta.memberDescription" />;
}

/** The premium member's home: everything but the plans, which they already have. */
export function PremiumHomePage() {
  return <Home withPlans={false} meta="home.meta.premiumDescription" />;
}
