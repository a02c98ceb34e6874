import { TIMINGS } from '@ic/domain';
import { BlogList, FoundationUpdatesBanner, useMinimumDuration } from '@ic/ui';
import { useFoundationBlogs } from '../../api/blogs';
import { externalSites } from '../../shell/siteLinks';
import { BlogRowSkeletons } from './BlogSkeletons';
import { itemHeadingLevel, toBlogTeaser, type SectionHeadingLevel } from './blogTeasers';

/** How many of the foundation's newest blogs the banner lists. */
const UPDATES_SHOWN = 3;

export type FoundationUpdatesSectionProps = { headingLevel?: SectionHeadingLevel };

/**
 * The foundation-updates banner, leading to the foundation's site (a new tab), with the
 * foundation's newest blogs after 2.4 s of skeletons. The banner always shows: with no foundation
 * blogs, or when the call failed (the hook logs it), it is the banner alone.
 */
export function FoundationUpdatesSection({ headingLevel = 'h2' }: FoundationUpdatesSectionProps) {
  const { blogs, isLoading } = useFoundationBlogs();
  const shown = useMinimumDuration(TIMINGS.skeletonMs, !isLoading);
  const updates = blogs?.slice(0, UPDATES_SHOWN).map(toBlogTeaser) ?? [];
  const list = updates.length > 0 && (
    <BlogList
      size="sm"
      label="Latest foundation updates"
      items={updates}
      headingLevel={itemHeadingLevel(headingLevel)}
    />
  );
  return (
    <FoundationUpdatesBanner href={externalSites().foundation} headingLevel={headingLevel}>
      {shown ? list || undefined : <BlogRowSkeletons count={UPDATES_SHOWN} />}
    </FoundationUpdatesBanner>
  );
}
