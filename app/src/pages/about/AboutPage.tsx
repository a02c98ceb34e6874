import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { AboutHero, FounderSection, TeamsSection, VisionSection } from './AboutSections';
import { ABOUT_META } from './aboutCopy';

/** About (spec section 2): the studio, its founder, its rotating teams and its vision. */
export function AboutPage() {
  usePageMeta(paths.about.title, ABOUT_META.description);
  return (
    <>
      <AboutHero />
      <FounderSection />
      <TeamsSection />
      <VisionSection />
    </>
  );
}
