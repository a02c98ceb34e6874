import { TIMINGS } from '@ic/domain';
import { BlogList, FoundationUpdatesBanner, Reveal, useMinimumDuration, useT } from '@ic/ui';
import { useFoundationBlogs } from '../../api/blogs';
import { externalSites } from '../../shell/siteLinks';
import { BlogRowSkeletons } from './BlogSkeletons';
import { itemHeadingLevel, toBlogTeaser, type SectionHeadingLevel } from './blogTeasers';
import { FOUNDATION_UPDATES_SHOWN, foundationUpdates } from './shownBlogs';

export type FoundationUpdatesSectionProps = {
  headingLevel?: SectionHeadingLevel;
  /** Blogs a section above already shows (the home page shows each post once). */
  exclude?: ReadonlySet<string>;
};

/**
 * The foundation-updates banner, leading to the foundation's site (a new tab), with the
 * foundation's newest blogs after 2.4 s of skeletons. The banner always shows: with no foundation
 * blogs, or when the call failed (the hook logs it), it is the banner alone.
 */
export function FoundationUpdatesSection({
  headingLevel = 'h2',
  exclude,
}: FoundationUpdatesSectionProps) {
  const t = useT();
  const { blogs, isLoading } = useFoundationBlogs();
  const shown = useMinimumDuration(TIMINGS.skeletonMs, !isLoading);
  const updates = foundationUpdates(blogs ?? [], exclude).map(toBlogTeaser);
  const list = updates.length > 0 && (
    <BlogList
      size="sm"
      label={t('news.foundation.latest')}
      items={updates}
      headingLevel={itemHeadingLevel(headingLevel)}
    />
  );
  return (
    <FoundationUpdatesBanner href={externalSites().foundation} headingLevel={headingLevel}>
      {(!shown || list) && (
        <Reveal
          revealed={shown}
          placeholder={<BlogRowSkeletons count={FOUNDATION_UPDATES_SHOWN} />}
        >
          {list}
        </Reveal>
      )}
    </FoundationUpdatesBanner>
  );
}
