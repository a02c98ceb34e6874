import { useCatalogue, useT } from '@ic/ui';
import { usePageMeta } from '../usePageMeta';
import { SupportHero } from './SupportHero';
import {
  ContributorsSection,
  FundSection,
  StoriesSection,
  SupportStatsSection,
} from './SupportSections';

/** Support Us (spec section 2): donation panel, statistics, fund split, contributors and stories. */
export function SupportUsPage() {
  useCatalogue('support');
  const t = useT();
  usePageMeta(t('support.meta.title'), t('support.meta.description'));
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
