import type { Blog } from '@ic/domain';
import { BlogCard, Grid, LatestUpdate } from '@ic/ui';
import { excerptOf, toBlogTeaser } from '../../sections/blogs/blogTeasers';
import { useBlogTopics } from './blogTopics';

/** The lead: the newest article, large, with its opening lines and what it discusses. */
export function NewsLead({ blog }: { blog: Blog }) {
  const about = useBlogTopics(blog);
  return (
    <LatestUpdate
      {...toBlogTeaser(blog)}
      excerpt={excerptOf(blog)}
      about={about}
      imageLoading="eager"
    />
  );
}

function NewsCard({ blog }: { blog: Blog }) {
  const about = useBlogTopics(blog);
  return (
    <li>
      <BlogCard {...toBlogTeaser(blog)} about={about} />
    </li>
  );
}

/** A group's articles as cards, as many columns as fit; the list is named after the group. */
export function NewsCards({ blogs, label }: { blogs: readonly Blog[]; label: string }) {
  return (
    <Grid as="ul" aria-label={label}>
      {blogs.map((blog) => (
        <NewsCard key={blog._id} blog={blog} />
      ))}
    </Grid>
  );
}
