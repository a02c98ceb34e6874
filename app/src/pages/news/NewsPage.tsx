import { EmptyState, PageHero, Section, TextLink } from '@ic/ui';
import { useAllBlogs } from '../../api/blogs';
import {
  BlogCarouselSection,
  BlogListSection,
  FoundationUpdatesSection,
  LatestUpdateSection,
} from '../../sections/blogs';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';

const TITLE = paths.news.title;
const DESCRIPTION = 'News, behind-the-scenes stories and foundation updates from IC Universe.';

/**
 * Blogs & News: the same blog sections as the bottom of the home page, under the page's hero.
 * When there is no blog at all (none yet, or the news could not be loaded) the page says so
 * instead of leaving the blog sections silently empty.
 */
export function NewsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  const { page, error } = useAllBlogs(1);
  const nothing = Boolean(error) || page?.items.length === 0;
  return (
    <>
      <PageHero
        title={TITLE}
        eyebrow="From the studio"
        description="Stories from our artists and writers, news about our comics and what the IC Foundation is up to."
      />
      {nothing ? (
        <NoNews failed={Boolean(error)} />
      ) : (
        <>
          <LatestUpdateSection />
          <BlogCarouselSection />
          <BlogListSection />
        </>
      )}
      <FoundationUpdatesSection />
    </>
  );
}

function NoNews({ failed }: { failed: boolean }) {
  return (
    <Section title="News" hideTitle>
      <EmptyState
        icon="book"
        headingLevel="h2"
        title={failed ? 'The news could not be loaded' : 'No news yet'}
        message={
          failed
            ? 'Please check your connection and try again in a moment.'
            : 'Our first stories are on their way. Come back soon.'
        }
        action={<TextLink href="/">Back to Home</TextLink>}
      />
    </Section>
  );
}
