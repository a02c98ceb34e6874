import { PAGING } from '@ic/domain';
import { BlogArticle, EmptyState, SidebarLayout, TextLink, useCatalogue, useT } from '@ic/ui';
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
  useCatalogue('news');
  const t = useT();
  const notFound = t('news.article.notFound');
  const { id } = useParams();
  const { blog, error } = useBlog(id);
  const trending = useLatestBlogs(PAGING.trendingNews + 1);
  const missing = isMissing(error);
  usePageMeta(
    blog?.title ?? (missing ? notFound : t('news.article.title')),
    blog?.subject ?? t('news.article.metaDescription'),
  );
  const others = (trending.blogs ?? []).filter((item) => item._id !== id);
  const showSidebar = trending.isLoading || others.length > 0;
  return (
    <SidebarLayout
      toolbar={<BackButton />}
      sidebarTitle={t('news.trending.title')}
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
          title={missing ? notFound : t('news.article.failed')}
          message={missing ? t('news.article.missingMessage') : t('news.checkConnection')}
          action={
            <TextLink href={paths.allNews.href()} variant="button">
              {t('news.article.seeAll')}
            </TextLink>
          }
        />
      ) : (
        <ArticleSkeleton />
      )}
    </SidebarLayout>
  );
}
