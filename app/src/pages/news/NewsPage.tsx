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
  useCatalogue,
  useMinimumDuration,
  useT,
} from '@ic/ui';
import { useBlogs } from '../../api/blogs';
import { BlogCardSkeletons, BlogRowSkeletons } from '../../sections/blogs/BlogSkeletons';
import { paths } from '../../paths';
import { externalSites } from '../../shell/siteLinks';
import { usePageMeta } from '../usePageMeta';
import { NewsCards, NewsLead } from './NewsCards';

const FOUNDATION_SKELETONS = 3;

/** The groups under the lead, each named as the home page names it (catalogue ids). */
const GROUPS: { category: Exclude<BlogCategory, 'foundation'>; title: string }[] = [
  { category: 'ic', title: 'news.blogs.title' },
  { category: 'general', title: 'news.list.title' },
];

/**
 * Blogs & News, a news front page: the newest article as the lead, then the others grouped by
 * what they are about (the IC Universe, the studio's news and stories, the foundation's updates
 * in its banner), each article once. Skeletons for 2.4 s (the site's rule); with no article at
 * all (none yet, or the news could not be loaded) the page says so.
 */
export function NewsPage() {
  useCatalogue('news');
  const t = useT();
  const title = t('news.page.title');
  usePageMeta(title, t('news.page.metaDescription'));
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
        title={title}
        eyebrow={t('news.page.eyebrow')}
        description={t('news.page.description')}
      />
      <Reveal revealed={shown} placeholder={<NewsSkeletons />}>
        {!isLoading &&
          (nothing ? (
            <NoNews failed={Boolean(error)} />
          ) : (
            lead && (
              <>
                <Section title={t('news.latest.title')}>
                  <NewsLead blog={lead} />
                </Section>
                {GROUPS.map(({ category, title }) => (
                  <NewsGroup key={category} title={t(title)} blogs={inCategory(category)} />
                ))}
              </>
            )
          ))}
      </Reveal>
      <FoundationUpdatesBanner href={externalSites().foundation}>
        {(!shown || foundationUpdates.length > 0) && (
          <Reveal revealed={shown} placeholder={<BlogRowSkeletons count={FOUNDATION_SKELETONS} />}>
            {foundationUpdates.length > 0 && (
              <NewsCards blogs={foundationUpdates} label={t('news.foundation.latest')} />
            )}
          </Reveal>
        )}
      </FoundationUpdatesBanner>
    </>
  );
}

/** One group of articles; 'View more' leads to all news, page by page. An empty group is left out. */
function NewsGroup({ title, blogs }: { title: string; blogs: readonly Blog[] }) {
  const t = useT();
  if (blogs.length === 0) return null;
  return (
    <Section
      title={title}
      action={<TextLink href={paths.allNews.href()}>{t('news.viewMore')}</TextLink>}
    >
      <NewsCards blogs={blogs} label={title} />
    </Section>
  );
}

function NewsSkeletons() {
  const t = useT();
  return (
    <Section title={t('news.latest.title')}>
      <Stack gap="lg">
        <Skeleton variant="card" ratio="wide" />
        <BlogCardSkeletons count={3} />
      </Stack>
    </Section>
  );
}

function NoNews({ failed }: { failed: boolean }) {
  const t = useT();
  return (
    <Section title={t('news.page.news')} hideTitle>
      <EmptyState
        icon="book"
        headingLevel="h2"
        title={failed ? t('news.page.failedTitle') : t('news.page.emptyTitle')}
        message={failed ? t('news.checkConnection') : t('news.page.emptyMessage')}
        action={<TextLink href="/">{t('news.backHome')}</TextLink>}
      />
    </Section>
  );
}
