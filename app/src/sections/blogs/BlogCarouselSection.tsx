import { PAGING, TIMINGS } from '@ic/domain';
import { BlogCard, MinimumDuration, PagedCarousel, Section, TextLink, useT } from '@ic/ui';
import { useIcBlogs } from '../../api/blogs';
import { paths } from '../../paths';
import { BlogCardSkeletons } from './BlogSkeletons';
import { itemHeadingLevel, toBlogTeaser, type SectionHeadingLevel } from './blogTeasers';
import { notShown } from './shownBlogs';

export type BlogCarouselSectionProps = {
  headingLevel?: SectionHeadingLevel;
  /** Blogs a section above already shows (the home page shows each post once). */
  exclude?: ReadonlySet<string>;
};

/**
 * The blog carousel (spec sections 2, 4 and 9): the IC blogs 4 a page, 1 under 768 px, each
 * move a 300 ms fade, wrapping both ways; 'View more' leads to all news. Skeletons for 2.4 s;
 * with no blogs, or when the call failed (the hook logs it), the section shows nothing.
 */
export function BlogCarouselSection({ headingLevel = 'h2', exclude }: BlogCarouselSectionProps) {
  const t = useT();
  const title = t('news.blogs.title');
  const { blogs: all, isLoading } = useIcBlogs();
  const blogs = all && notShown(all, exclude);
  const viewMore = <TextLink href={paths.allNews.href()}>{t('news.viewMore')}</TextLink>;
  return (
    <MinimumDuration
      ready={!isLoading}
      placeholder={
        <Section title={title} headingLevel={headingLevel} action={viewMore}>
          <BlogCardSkeletons count={PAGING.blogDefault} />
        </Section>
      }
    >
      {blogs && blogs.length > 0 && (
        <Section title={title} headingLevel={headingLevel} action={viewMore}>
          <PagedCarousel
            // The carousel's own name, distinct from its section's so the two landmarks differ.
            label={t('news.blogs.carousel')}
            items={blogs.map(toBlogTeaser)}
            getKey={(blog) => blog.id}
            renderItem={(blog) => (
              <BlogCard {...blog} headingLevel={itemHeadingLevel(headingLevel)} />
            )}
            breakpoints={PAGING.blogBreakpoints}
            defaultSize={PAGING.blogDefault}
            fadeMs={TIMINGS.fadeMs}
          />
        </Section>
      )}
    </MinimumDuration>
  );
}
