import { randomBytes } from 'node:crypto';
import {
  blogDraftSchema,
  EDITORIAL_MESSAGES,
  studioBlogRowSchema,
  studioBlogSchema,
  studioCharacterQuerySchema,
  studioPageOf,
  type BlogDraft,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { requireRole } from '../../plugins/roles.ts';
import {
  findBlogRow,
  insertBlog,
  listBlogsForStudio,
  updateBlog,
} from '../../repositories/blogs.ts';
import { audit } from '../../studio/audit.ts';
import { blogWriteOf, toStudioBlog } from '../../studio/blogs.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';
import { guarded, TAGS } from './schemas.ts';

const editorOnly = requireRole('editor');
const blogParams = z.object({ blogId: z.string().regex(CONTENT_ID, INVALID_ID) });

function savedMessage(draft: BlogDraft): string {
  if (draft.status === 'published') return EDITORIAL_MESSAGES.blogPublished;
  return draft.status === 'scheduled'
    ? EDITORIAL_MESSAGES.blogScheduled
    : EDITORIAL_MESSAGES.blogSaved;
}

/**
 * Editor: blogs and news in every state. A save writes the blogs table, whose trigger bumps the
 * blogs' content version, so the public answers and pages change at once; a scheduled blog goes
 * out at its time (the public rule reads the clock, and a job marks it published).
 */
export const studioBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio/blogs',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary:
          'Every blog, drafts and scheduled too, newest first; q finds words of the title (editor)',
        querystring: studioCharacterQuerySchema,
        response: { 200: envelopeOf(studioPageOf(studioBlogRowSchema)), ...guarded },
      },
    },
    async (request) => {
      const { page, limit, q } = request.query;
      const { rows, total } = await listBlogsForStudio(app.db, page, limit, q);
      const now = app.now();
      return ok({
        items: withMediaBase(
          app,
          rows.map((row) => {
            const { body: _body, ...listed } = toStudioBlog(row, now);
            return listed;
          }),
        ),
        meta: { total, page, limit, pages: Math.ceil(total / limit) },
      });
    },
  );

  app.get(
    '/api/studio/blogs/:blogId',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'One blog as the editor edits it: the stories as one markdown body (editor)',
        params: blogParams,
        response: { 200: envelopeOf(studioBlogSchema), ...guarded },
      },
    },
    async (request) => {
      const row = await findBlogRow(app.db, request.params.blogId);
      if (!row) throw notFound(EDITORIAL_MESSAGES.unknownBlog);
      return ok(toStudioBlog(row, app.now()));
    },
  );

  app.post(
    '/api/studio/blogs',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'Write a blog: a draft, published now, or scheduled for a time (editor)',
        body: blogDraftSchema,
        response: { 200: envelopeOf(studioBlogSchema), ...guarded },
      },
    },
    async (request) => {
      const id = randomBytes(12).toString('hex');
      const now = app.now();
      const row = await app.db.transaction().execute(async (trx) => {
        await insertBlog(trx, id, blogWriteOf(request.body, undefined, now));
        await audit(trx, request, {
          action: 'blog.create',
          target: { kind: 'blog', id },
          before: null,
          after: request.body,
        });
        return findBlogRow(trx, id);
      });
      if (!row) throw notFound(EDITORIAL_MESSAGES.unknownBlog);
      return ok(toStudioBlog(row, now), savedMessage(request.body));
    },
  );

  app.put(
    '/api/studio/blogs/:blogId',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'Save a blog: its fields and its state (draft, published, scheduled) (editor)',
        params: blogParams,
        body: blogDraftSchema,
        response: { 200: envelopeOf(studioBlogSchema), ...guarded },
      },
    },
    async (request) => {
      const { blogId } = request.params;
      const now = app.now();
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await findBlogRow(trx, blogId);
        if (!before) throw notFound(EDITORIAL_MESSAGES.unknownBlog);
        await updateBlog(trx, blogId, blogWriteOf(request.body, before, now));
        await audit(trx, request, {
          action: 'blog.edit',
          target: { kind: 'blog', id: blogId },
          before: toStudioBlog(before, now),
          after: request.body,
        });
        return findBlogRow(trx, blogId);
      });
      if (!row) throw notFound(EDITORIAL_MESSAGES.unknownBlog);
      return ok(toStudioBlog(row, now), savedMessage(request.body));
    },
  );
};
