import { TIMINGS, type Blog, type BlogCategory } from '@ic/domain';
import {
  EmptyState,
  FoundationUpdatesBanner,
  PageHero,
  Reveal,
  Section,
  Skeleton,
  Stack,
  TextLink,
  useMinimumDuration,
} from '@ic/ui';
import { useBlogs } from '../../api/blogs';
import { BlogCardSkeletons, BlogRowSkeletons } from '../../sections/blogs/BlogSkeletons';
import { paths } from '../../paths';
import { externalSites } from '../../shell/siteLinks';
import { usePageMeta } from '../usePageMeta';
import { NewsCards, NewsLead } from './NewsCards';

const TITLE = paths.news.title;
const DESCRIPTION = 'News, behind-the-scenes stories and foundation updates from IC Universe.';

const FOUNDATION_SKELETONS = 3;

/** The groups under the lead, each named as the home page names it. */
const GROUPS: { category: Exclude<BlogCategory, 'foundation'>; title: string }[] = [
  { category: 'ic', title: 'IC Universe Blogs' },
  { category: 'general', title: 'News & Stories' },
];

/**
 * Blogs & News, a news front page: the newest article as the lead, then the others grouped by
 * what they are about (the IC Universe, the studio's news and stories, the foundation's updates
 * in its banner), each article once. Skeletons for 2.4 s (the site's rule); with no article at
 * all (none yet, or the news could not be loaded) the page says so.
 */
export function NewsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  const { blogs, isLoading, error } = useBlogs();
  const shown = useMinimumDuration(TIMINGS.skeletonMs, !isLoading);
  const nothing = Boolean(error) || blogs?.length === 0;
  const [lead, ...rest] = blogs ?? [];
  const inCategory = (category: BlogCategory) => rest.filter((blog) => blog.category === category);
  // The banner stands alone when the foundation has nothing new.
  const foundationUpdates = inCategory('foundation');
  return (
    <>
      <PageHero
        title={TITLE}
        eyebrow="From the studio"
        description="Stories from our artists and writers, news about our comics and what the IC Foundation is up to."
      />
      <Reveal revealed={shown} placeholder={<NewsSkeletons />}>
        {!isLoading &&
          (nothing ? (
            <NoNews failed={Boolean(error)} />
          ) : (
            lead && (
              <>
                <Section title="Latest Update">
                  <NewsLead blog={lead} />
                </Section>
                {GROUPS.map(({ category, title }) => (
                  <NewsGroup key={category} title={title} blogs={inCategory(category)} />
                ))}
              </>
            )
          ))}
      </Reveal>
      <FoundationUpdatesBanner href={externalSites().foundation}>
        {(!shown || foundationUpdates.length > 0) && (
          <Reveal revealed={shown} placeholder={<BlogRowSkeletons count={FOUNDATION_SKELETONS} />}>
            {foundationUpdates.length > 0 && (
              <NewsCards blogs={foundationUpdates} label="Latest foundation updates" />
            )}
          </Reveal>
        )}
      </FoundationUpdatesBanner>
    </>
  );
}

/** One group of articles; 'View more' leads to all news, page by page. An empty group is left out. */
function NewsGroup({ title, blogs }: { title: string; blogs: readonly Blog[] }) {
  if (blogs.length === 0) return null;
  return (
    <Section title={title} action={<TextLink href={paths.allNews.href()}>View more</TextLink>}>
      <NewsCards blogs={blogs} label={title} />
    </Section>
  );
}

function NewsSkeletons() {
  return (
    <Section title="Latest Update">
      <Stack gap="lg">
        <Skeleton variant="card" ratio="wide" />
        <BlogCardSkeletons count={3} />
      </Stack>
    </Section>
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
