import { TIMINGS } from '@ic/domain';
import { PageHero, useMinimumDuration } from '@ic/ui';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { AlwaysHiring, HowWeHire, OurValues } from './CareersSections';
import { CAREERS_HERO, CAREERS_META } from './careersCopy';
import { OpenJobs } from './OpenJobs';

/**
 * /careers: hero, the open jobs with their two filters, the always-hiring block, the four hiring
 * steps and our values. Everything below the hero shows skeletons for 2.4 s after mounting while
 * the jobs load, then the content.
 */
export function CareersPage() {
  usePageMeta(paths.careers.title, CAREERS_META.description);
  const revealed = useMinimumDuration(TIMINGS.skeletonMs);
  return (
    <>
      <PageHero tone="inverse" {...CAREERS_HERO} />
      <OpenJobs revealed={revealed} />
      <AlwaysHiring revealed={revealed} />
      <HowWeHire revealed={revealed} />
      <OurValues revealed={revealed} />
    </>
  );
}
