import {
  blogCategoryLabelSchema,
  blogSchema,
  latestBlogsSchema,
  pagedEnvelope,
  type BlogCategory,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import type { PublicContent } from '../../plugins/public-cache/index.ts';
import { countBlogs, findBlog, listBlogs, nextScheduledBlog } from '../../repositories/blogs.ts';
import { idParams, pageMeta, pageQuery } from '../content/schemas.ts';

export const BLOG_NOT_FOUND = 'Blog not found.';
const TAGS = ['blogs'];
const DEFAULT_LIMIT = 5;
/** The original site's carousels: at most this many blogs of a category. */
export const CAROUSEL_BLOGS = 4;

const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).optional() });
const allBlogsQuery = pageQuery.extend({ category: blogCategoryLabelSchema.optional() });

/** GET /blog/latestblog, /blog/foundation-blogs, /blog/ic-blogs, /blog/getallblog and /blog/getById/:id. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Blogs change with their table, and when a scheduled one's time comes. */
  const BLOGS: PublicContent = {
    areas: ['blogs'],
    changesAt: (_request, now) => nextScheduledBlog(app.db, now),
  };
  app.get(
    '/blog/latestblog',
    {
      config: { publicContent: BLOGS },
      schema: {
        tags: TAGS,
        summary: 'The newest blogs (limit, default 1); answers {success, blogs}, not the envelope',
        querystring: limitQuery,
        response: { 200: latestBlogsSchema, 400: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      blogs: withMediaBase(
        app,
        await listBlogs(app.db, app.now(), { limit: request.query.limit ?? 1 }),
      ),
    }),
  );

  // As the original site served them: a bare array, not the envelope. Our app reads its
  // carousels from /blog/getallblog?category= instead.
  const byCategory = (category: BlogCategory, summary: string) =>
    app.get(
      `/blog/${category}-blogs`,
      {
        config: { publicContent: BLOGS },
        schema: {
          tags: TAGS,
          summary,
          description: `A bare JSON array (no envelope): the ${CAROUSEL_BLOGS} oldest blogs of the category, oldest first, as the original site served its carousels.`,
          response: { 200: z.array(blogSchema) },
        },
      },
      async () =>
        withMediaBase(
          app,
          await listBlogs(app.db, app.now(), {
            category,
            limit: CAROUSEL_BLOGS,
            oldestFirst: true,
          }),
        ),
    );
  byCategory('foundation', "The Foundation's updates for the original carousels (bare array)");
  byCategory('ic', 'News of the IC Universe for the original carousels (bare array)');

  app.get(
    '/blog/getallblog',
    {
      config: { publicContent: BLOGS },
      schema: {
        tags: TAGS,
        summary:
          'Every blog (or one category), newest first; with page or limit, that page and meta {total, page, limit, pages}',
        querystring: allBlogsQuery,
        response: { 200: pagedEnvelope(blogSchema), 400: failureSchema },
      },
    },
    async (request) => {
      const { page, limit, category } = request.query;
      if (page === undefined && limit === undefined)
        return ok(withMediaBase(app, await listBlogs(app.db, app.now(), { category })));
      const size = limit ?? DEFAULT_LIMIT;
      const current = page ?? 1;
      const [blogs, total] = await Promise.all([
        listBlogs(app.db, app.now(), { category, limit: size, offset: (current - 1) * size }),
        countBlogs(app.db, app.now(), category),
      ]);
      return { ...ok(withMediaBase(app, blogs)), meta: pageMeta(total, current, size) };
    },
  );

  app.get(
    '/blog/getById/:id',
    {
      config: { publicContent: BLOGS },
      schema: {
        tags: TAGS,
        summary: 'One blog with all its story entries',
        params: idParams,
        response: { 200: envelopeOf(blogSchema), 400: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const blog = await findBlog(app.db, request.params.id, app.now());
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      return ok(withMediaBase(app, blog));
    },
  );
};
