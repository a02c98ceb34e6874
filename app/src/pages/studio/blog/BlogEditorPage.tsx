import {
  blogDraftSchema,
  BLOG_STATUSES,
  blogEntriesOf,
  EDITORIAL_MESSAGES,
  markdownImage,
  type BlogDraft,
  type StudioBlog,
} from '@ic/domain';
import {
  BlogArticle,
  Button,
  MarkdownEditor,
  Note,
  PageLoading,
  Section,
  Select,
  Stack,
  StatusBadge,
  TextField,
  useSchemaForm,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { serverMessageOr } from '../../../api/client';
import { mediaBaseUrl, mediaOrigins } from '../../../api/mediaOrigin';
import { saveBlog, useStudioBlog } from '../../../api/studio/blogs';
import { studioPaths } from '../../../paths';
import { BLOG_CATEGORY_OPTIONS } from '../../../studio/blogCategories';
import { useStudioMeta } from '../../../studio/useStudioMeta';
import { PictureDrop } from '../../../studio/PictureDrop';

export const BLOG_EDITOR_TEXT = {
  newTitle: 'Write a blog',
  loadFailed: 'This blog could not load. Reload the page to try again.',
  saveFailed: 'The blog could not be saved. Try again in a moment.',
  save: 'Save',
  preview: 'Preview as on the site',
  hidePreview: 'Hide the preview',
  previewTitle: 'Preview',
  cover: 'Cover picture',
  storyPicture: 'Picture for the story (goes in at the end)',
  publishAtHint: 'Only when scheduled: a date, time and offset, like 2026-12-01T10:00:00+05:30',
} as const;

const STATUS_LABELS = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' };

type BlogFormValues = {
  title: string;
  subject: string;
  authorName: string;
  category: string;
  coverImageUrl: string;
  body: string;
  status: string;
  publishAt: string;
};

const EMPTY: BlogFormValues = {
  title: '',
  subject: '',
  authorName: '',
  category: 'ic',
  coverImageUrl: '',
  body: '',
  status: 'draft',
  publishAt: '',
};

const valuesOf = (blog: StudioBlog): BlogFormValues => ({
  title: blog.title,
  subject: blog.subject,
  authorName: blog.authorName,
  category: blog.category,
  coverImageUrl: blog.coverImageUrl,
  body: blog.body,
  status: blog.status,
  publishAt: blog.publishAt ?? '',
});

/** The form: every field, the pictures, a preview drawn by the news page's own article. */
function BlogForm({ blog }: { blog: StudioBlog | undefined }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const form = useSchemaForm<BlogFormValues, BlogDraft>({
    schema: blogDraftSchema,
    defaultValues: blog ? valuesOf(blog) : EMPTY,
  });
  const values = form.watch();
  const body = form.field('body');

  async function send(draft: BlogDraft) {
    setFailure(undefined);
    try {
      const saved = await saveBlog(blog?._id, draft);
      toast.show({
        title:
          draft.status === 'published'
            ? EDITORIAL_MESSAGES.blogPublished
            : draft.status === 'scheduled'
              ? EDITORIAL_MESSAGES.blogScheduled
              : EDITORIAL_MESSAGES.blogSaved,
        tone: 'success',
      });
      if (!blog) navigate(studioPaths.studioBlog.href(saved._id), { replace: true });
    } catch (error) {
      setFailure(serverMessageOr(error, BLOG_EDITOR_TEXT.saveFailed));
    }
  }

  return (
    <Stack gap="lg">
      <form noValidate onSubmit={form.onSubmit(send)} aria-label="Blog">
        <Stack gap="md">
          {failure && <Note icon="alert">{failure}</Note>}
          <TextField label="Title" required {...form.field('title')} />
          <TextField label="Subject" required {...form.field('subject')} />
          <TextField label="Author" required {...form.field('authorName')} />
          <Select label="Category" options={BLOG_CATEGORY_OPTIONS} {...form.field('category')} />
          <TextField label="Cover picture address" required {...form.field('coverImageUrl')} />
          <PictureDrop
            label={BLOG_EDITOR_TEXT.cover}
            onUploaded={(image) => form.change('coverImageUrl', image.path)}
          />
          <MarkdownEditor
            label="Story"
            required
            rows={14}
            value={values.body}
            onChange={(text) => form.change('body', text)}
            onBlur={body.onBlur}
            error={body.error}
            touched={body.touched}
            allowedImageOrigins={mediaOrigins()}
            baseUrl={mediaBaseUrl()}
          />
          <PictureDrop
            label={BLOG_EDITOR_TEXT.storyPicture}
            onUploaded={(image, file) =>
              form.change(
                'body',
                `${form.getValues('body').trimEnd()}\n\n${markdownImage(image.path, file.name)}\n`,
              )
            }
          />
          <Select
            label="State"
            options={BLOG_STATUSES.map((status) => ({
              value: status,
              label: STATUS_LABELS[status],
            }))}
            {...form.field('status', { deps: ['publishAt'] })}
          />
          <TextField
            label="Goes out at"
            hint={BLOG_EDITOR_TEXT.publishAtHint}
            {...form.field('publishAt')}
          />
          <Stack direction="row" gap="sm">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {BLOG_EDITOR_TEXT.save}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setPreviewing(!previewing)}>
              {previewing ? BLOG_EDITOR_TEXT.hidePreview : BLOG_EDITOR_TEXT.preview}
            </Button>
          </Stack>
        </Stack>
      </form>
      {previewing && (
        <Section title={BLOG_EDITOR_TEXT.previewTitle} headingLevel="h2" spacing="sm">
          <BlogArticle
            title={values.title}
            subject={values.subject}
            authorName={values.authorName}
            publishedAt={values.publishAt || blog?.createdAt || new Date().toISOString()}
            cover={values.coverImageUrl}
            entries={blogEntriesOf(values.body)}
            headingLevel="h2"
            allowedImageOrigins={mediaOrigins()}
            mediaBaseUrl={mediaBaseUrl()}
          />
        </Section>
      )}
    </Stack>
  );
}

/** /studio/blogs/:blogId (editor): write a new blog (`new`) or edit one, in any state. */
export function BlogEditorPage() {
  const { blogId = 'new' } = useParams();
  const isNew = blogId === 'new';
  const { blog, error, isLoading } = useStudioBlog(isNew ? undefined : blogId);
  useStudioMeta(isNew ? BLOG_EDITOR_TEXT.newTitle : (blog?.title ?? studioPaths.studioBlog.title));
  if (!isNew && isLoading) return <PageLoading />;
  if (!isNew && (error || !blog)) return <Note icon="alert">{BLOG_EDITOR_TEXT.loadFailed}</Note>;
  return (
    <Section
      title={isNew ? BLOG_EDITOR_TEXT.newTitle : (blog?.title ?? '')}
      headingLevel="h1"
      eyebrow={studioPaths.studioBlogs.title}
      action={blog && <StatusBadge status={blog.status} />}
    >
      <BlogForm key={blog?._id ?? 'new'} blog={blog} />
    </Section>
  );
}
