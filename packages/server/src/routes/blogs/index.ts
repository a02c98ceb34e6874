import { blogSchema, latestBlogsSchema, pagedEnvelope, type BlogCategory } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import type { PublicContent } from '../../plugins/public-cache/index.ts';
import { countBlogs, findBlog, listBlogs } from '../../repositories/blogs.ts';
import { idParams, pageMeta, pageQuery } from '../content/schemas.ts';

export const BLOG_NOT_FOUND = 'Blog not found.';
const TAGS = ['blogs'];
const DEFAULT_LIMIT = 5;

const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).optional() });
const BLOGS: PublicContent = { areas: ['blogs'] };
const blogList = { 200: envelopeOf(z.array(blogSchema)), 400: failureSchema };

/** GET /blog/latestblog, /blog/foundation-blogs, /blog/ic-blogs, /blog/getallblog and /blog/getById/:id. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
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
      blogs: await listBlogs(app.db, { limit: request.query.limit ?? 1 }),
    }),
  );

  const byCategory = (category: BlogCategory, summary: string) =>
    app.get(
      `/blog/${category}-blogs`,
      {
        config: { publicContent: BLOGS },
        schema: { tags: TAGS, summary, querystring: limitQuery, response: blogList },
      },
      async (request) => ok(await listBlogs(app.db, { category, limit: request.query.limit })),
    );
  byCategory('foundation', "The Foundation's updates, newest first (optional limit)");
  byCategory('ic', 'News of the IC Universe, newest first (optional limit)');

  app.get(
    '/blog/getallblog',
    {
      config: { publicContent: BLOGS },
      schema: {
        tags: TAGS,
        summary:
          'Every blog, newest first; with page or limit, that page and meta {total, page, limit, pages}',
        querystring: pageQuery,
        response: { 200: pagedEnvelope(blogSchema), 400: failureSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      if (page === undefined && limit === undefined) return ok(await listBlogs(app.db));
      const size = limit ?? DEFAULT_LIMIT;
      const current = page ?? 1;
      const [blogs, total] = await Promise.all([
        listBlogs(app.db, { limit: size, offset: (current - 1) * size }),
        countBlogs(app.db),
      ]);
      return { ...ok(blogs), meta: pageMeta(total, current, size) };
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
      const blog = await findBlog(app.db, request.params.id);
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      return ok(blog);
    },
  );
};
