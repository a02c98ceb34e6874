import { useCatalogue, useT } from '@ic/ui';
import { usePageMeta } from '../usePageMeta';
import { AboutHero, FounderSection, TeamsSection, VisionSection } from './AboutSections';

/** About (spec section 2): the studio, its founder, its rotating teams and its vision. */
export function AboutPage() {
  useCatalogue('support');
  const t = useT();
  usePageMeta(t('support.about.title'), t('support.about.meta'));
  return (
    <>
      <AboutHero />
      <FounderSection />
      <TeamsSection />
      <VisionSection />
    </>
  );
}
