import { PAGING } from '@ic/domain';
import { BlogArticle, EmptyState, SidebarLayout, TextLink } from '@ic/ui';
import { useParams } from 'react-router-dom';
import { useBlog, useLatestBlogs } from '../../api/blogs';
import { ApiError } from '../../api/client';
import { mediaBaseUrl, mediaOrigins } from '../../api/mediaOrigin';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { ArticleLinks } from './ArticleLinks';
import { ArticleSkeleton } from './ArticleSkeleton';
import { BackButton } from './BackButton';
import { TrendingNews } from './TrendingNews';

const DESCRIPTION = 'A story from the IC Universe newsroom.';
const NOT_FOUND = 'Story not found';
const FAILED = 'This story could not be loaded';

/** An unknown id is a 404, a malformed one a 400: either way there is no such story. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * One blog (/news/{id}): a back button, the blog with its sections, the comic and character it
 * discusses and its share links, and a trending sidebar of the newest other blogs. An unknown id says so and leads to all news; any other failure (logged by the hook)
 * says the story could not be loaded.
 */
export function NewsDetailPage() {
  const { id } = useParams();
  const { blog, error } = useBlog(id);
  const trending = useLatestBlogs(PAGING.trendingNews + 1);
  const missing = isMissing(error);
  usePageMeta(
    blog?.title ?? (missing ? NOT_FOUND : paths.newsArticle.title),
    blog?.subject ?? DESCRIPTION,
  );
  const others = (trending.blogs ?? []).filter((item) => item._id !== id);
  const showSidebar = trending.isLoading || others.length > 0;
  return (
    <SidebarLayout
      toolbar={<BackButton />}
      sidebarTitle="Trending News"
      sidebar={
        showSidebar && (
          <TrendingNews
            blogs={others.slice(0, PAGING.trendingNews)}
            isLoading={trending.isLoading}
          />
        )
      }
    >
      {blog ? (
        <BlogArticle
          title={blog.title}
          subject={blog.subject}
          authorName={blog.authorName}
          publishedAt={blog.createdAt}
          cover={blog.coverImageUrl}
          entries={blog.news}
          footer={<ArticleLinks blog={blog} />}
          allowedImageOrigins={mediaOrigins()}
          mediaBaseUrl={mediaBaseUrl()}
        />
      ) : error ? (
        <EmptyState
          icon="book"
          headingLevel="h1"
          title={missing ? NOT_FOUND : FAILED}
          message={
            missing
              ? 'This story does not exist, or it has moved.'
              : 'Please check your connection and try again in a moment.'
          }
          action={
            <TextLink href={paths.allNews.href()} variant="button">
              See all news
            </TextLink>
          }
        />
      ) : (
        <ArticleSkeleton />
      )}
    </SidebarLayout>
  );
}
