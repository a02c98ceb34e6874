import { LatestUpdate, MinimumDuration, Section, Skeleton, useT } from '@ic/ui';
import { useLatestBlog } from '../../api/blogs';
import { excerptOf, itemHeadingLevel, toBlogTeaser, type SectionHeadingLevel } from './blogTeasers';

export type LatestUpdateSectionProps = { headingLevel?: SectionHeadingLevel };

/**
 * The latest-update feature: the newest blog, large. Skeletons for 2.4 s (the home page's rule);
 * with no blog, or when the call failed (the hook logs it), the section shows nothing.
 */
export function LatestUpdateSection({ headingLevel = 'h2' }: LatestUpdateSectionProps) {
  const t = useT();
  const { blog, isLoading } = useLatestBlog();
  return (
    <MinimumDuration
      ready={!isLoading}
      placeholder={
        <Section title={t('news.latest.title')} headingLevel={headingLevel}>
          <Skeleton variant="card" ratio="wide" />
        </Section>
      }
    >
      {blog && (
        <Section title={t('news.latest.title')} headingLevel={headingLevel}>
          <LatestUpdate
            {...toBlogTeaser(blog)}
            excerpt={excerptOf(blog)}
            headingLevel={itemHeadingLevel(headingLevel)}
          />
        </Section>
      )}
    </MinimumDuration>
  );
}
