import { formatDateTime, type StudioBlogRow } from '@ic/domain';
import { DataTable, Note, Section, StatusBadge, TextLink, type DataTableColumn } from '@ic/ui';
import { useState } from 'react';
import { useStudioBlogs } from '../../../api/studio/blogs';
import { STUDIO_PAGE_SIZE } from '../../../api/studio/paging';
import { studioPaths } from '../../../paths';
import { BLOG_CATEGORY_LABELS } from '../../../studio/blogCategories';
import { useStudioMeta } from '../../../studio/useStudioMeta';

export const BLOGS_TEXT = {
  intro:
    'Every blog and news story, drafts and scheduled ones too. Only published ones are on the site.',
  write: 'Write a blog',
  caption: 'Blogs',
  search: 'Find by title',
  empty: 'No blog matches',
  loadFailed: 'The blogs could not load. Reload the page to try again.',
} as const;

const COLUMNS: DataTableColumn<StudioBlogRow>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: (blog) => <TextLink href={studioPaths.studioBlog.href(blog._id)}>{blog.title}</TextLink>,
  },
  { id: 'status', header: 'State', cell: (blog) => <StatusBadge status={blog.status} /> },
  { id: 'category', header: 'Category', cell: (blog) => BLOG_CATEGORY_LABELS[blog.category] },
  { id: 'author', header: 'Author', cell: (blog) => blog.authorName },
  {
    id: 'date',
    header: 'Date',
    cell: (blog) => formatDateTime(blog.publishAt ?? blog.createdAt),
  },
];

/** /studio/blogs (editor): every blog, searched by title on the server, paged. */
export function BlogsPage() {
  useStudioMeta(studioPaths.studioBlogs.title);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const { blogs, error, isLoading } = useStudioBlogs(page, q);
  return (
    <Section
      title={studioPaths.studioBlogs.title}
      headingLevel="h1"
      description={BLOGS_TEXT.intro}
      action={
        <TextLink href={studioPaths.studioBlog.href('new')} variant="button">
          {BLOGS_TEXT.write}
        </TextLink>
      }
    >
      {error ? (
        <Note icon="alert">{BLOGS_TEXT.loadFailed}</Note>
      ) : (
        <DataTable
          caption={BLOGS_TEXT.caption}
          captionHidden
          columns={COLUMNS}
          rows={blogs?.items ?? []}
          rowKey={(blog) => blog._id}
          filter={q}
          filterLabel={BLOGS_TEXT.search}
          onFilterChange={(value) => {
            setQ(value);
            setPage(1);
          }}
          page={page}
          pageSize={STUDIO_PAGE_SIZE}
          total={blogs?.meta.total ?? 0}
          onPageChange={setPage}
          loading={isLoading}
          emptyTitle={BLOGS_TEXT.empty}
          emptyHeadingLevel="h2"
        />
      )}
    </Section>
  );
}
