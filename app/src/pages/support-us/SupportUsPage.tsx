import { usePageMeta } from '../usePageMeta';
import { SupportHero } from './SupportHero';
import {
  ContributorsSection,
  FundSection,
  StoriesSection,
  SupportStatsSection,
} from './SupportSections';
import { SUPPORT_META } from './supportCopy';

/** Support Us (spec section 2): donation panel, statistics, fund split, contributors and stories. */
export function SupportUsPage() {
  usePageMeta(SUPPORT_META.title, SUPPORT_META.description);
  return (
    <>
      <SupportHero />
      <SupportStatsSection />
      <FundSection />
      <ContributorsSection />
      <StoriesSection />
    </>
  );
}
