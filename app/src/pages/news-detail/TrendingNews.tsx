import type { Blog } from '@ic/domain';
import { BlogList, SkeletonText, useT } from '@ic/ui';
import { toBlogTeaser } from '../../sections/blogs/blogTeasers';

type Props = { blogs: readonly Blog[]; isLoading: boolean };

/**
 * The trending sidebar. The spec shows placeholder items here; we list real ones: the newest
 * blogs other than the one on screen, each leading to its page.
 */
export function TrendingNews({ blogs, isLoading }: Props) {
  const t = useT();
  if (isLoading) return <SkeletonText lines={6} />;
  return (
    <BlogList
      size="sm"
      label={t('news.trending.title')}
      items={blogs.map(toBlogTeaser)}
      headingLevel="h3"
    />
  );
}
