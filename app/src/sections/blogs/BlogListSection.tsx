import { PAGING } from '@ic/domain';
import { BlogList, MinimumDuration, Section, TextLink } from '@ic/ui';
import { useAllBlogs } from '../../api/blogs';
import { paths } from '../../paths';
import { BlogRowSkeletons } from './BlogSkeletons';
import { itemHeadingLevel, toBlogTeaser, type SectionHeadingLevel } from './blogTeasers';

const TITLE = 'News & Stories';

export type BlogListSectionProps = { headingLevel?: SectionHeadingLevel };

/**
 * The list of blogs: the first page of all news (the 5 newest), with 'View more' leading to the
 * rest. Skeletons for 2.4 s; with no blogs, or when the call failed (the hook logs it), the
 * section shows nothing.
 */
export function BlogListSection({ headingLevel = 'h2' }: BlogListSectionProps) {
  const { page, isLoading } = useAllBlogs(1);
  const viewMore = <TextLink href={paths.allNews.href()}>View more</TextLink>;
  return (
    <MinimumDuration
      ready={!isLoading}
      placeholder={
        <Section title={TITLE} headingLevel={headingLevel} action={viewMore}>
          <BlogRowSkeletons count={PAGING.allNewsPerPage} />
        </Section>
      }
    >
      {page && page.items.length > 0 && (
        <Section title={TITLE} headingLevel={headingLevel} action={viewMore}>
          <BlogList
            label={TITLE}
            items={page.items.map(toBlogTeaser)}
            headingLevel={itemHeadingLevel(headingLevel)}
          />
        </Section>
      )}
    </MinimumDuration>
  );
}
