import { TIMINGS } from '@ic/domain';
import { PageHero, useCatalogue, useMinimumDuration, useT } from '@ic/ui';
import { usePageMeta } from '../usePageMeta';
import { AlwaysHiring, HowWeHire, OurValues } from './CareersSections';
import { OpenJobs } from './OpenJobs';

/**
 * /careers: hero, the open jobs with their two filters, the always-hiring block, the four hiring
 * steps and our values. Everything below the hero shows skeletons for 2.4 s after mounting while
 * the jobs load, then the content.
 */
export function CareersPage() {
  useCatalogue('careers');
  const t = useT();
  usePageMeta(t('careers.hero.title'), t('careers.meta.description'));
  const revealed = useMinimumDuration(TIMINGS.skeletonMs);
  return (
    <>
      <PageHero
        tone="inverse"
        eyebrow={t('careers.hero.eyebrow')}
        title={t('careers.hero.title')}
        description={t('careers.hero.description')}
      />
      <OpenJobs revealed={revealed} />
      <AlwaysHiring revealed={revealed} />
      <HowWeHire revealed={revealed} />
      <OurValues revealed={revealed} />
    </>
  );
}
