import { PAGING } from '@ic/domain';
import { BlogList, MinimumDuration, Section, TextLink, useT } from '@ic/ui';
import { useAllBlogs } from '../../api/blogs';
import { paths } from '../../paths';
import { BlogRowSkeletons } from './BlogSkeletons';
import { itemHeadingLevel, toBlogTeaser, type SectionHeadingLevel } from './blogTeasers';
import { notShown } from './shownBlogs';

export type BlogListSectionProps = {
  headingLevel?: SectionHeadingLevel;
  /**
   * Blogs the sections above already show, left out of this list (the home page shows each post
   * once); null while those sections are still loading.
   */
  exclude?: ReadonlySet<string> | null;
};

/**
 * The list of blogs: the 5 newest (of those not shown above), with 'View more' leading to all
 * news. Skeletons for 2.4 s; with no blogs, or when the call failed (the hook logs it), the
 * section shows nothing.
 */
export function BlogListSection({ headingLevel = 'h2', exclude }: BlogListSectionProps) {
  // Enough of the newest to leave 5 once the ones shown above are out.
  const t = useT();
  const title = t('news.list.title');
  const { page, isLoading } = useAllBlogs(1, PAGING.allNewsPerPage + (exclude?.size ?? 0));
  const items = page && notShown(page.items, exclude ?? undefined).slice(0, PAGING.allNewsPerPage);
  const viewMore = <TextLink href={paths.allNews.href()}>{t('news.viewMore')}</TextLink>;
  return (
    <MinimumDuration
      ready={!isLoading && exclude !== null}
      placeholder={
        <Section title={title} headingLevel={headingLevel} action={viewMore}>
          <BlogRowSkeletons count={PAGING.allNewsPerPage} />
        </Section>
      }
    >
      {items && items.length > 0 && (
        <Section title={title} headingLevel={headingLevel} action={viewMore}>
          <BlogList
            label={title}
            items={items.map(toBlogTeaser)}
            headingLevel={itemHeadingLevel(headingLevel)}
          />
        </Section>
      )}
    </MinimumDuration>
  );
}
