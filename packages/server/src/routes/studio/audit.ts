import { auditEntrySchema, auditQuerySchema, studioPageOf } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { requireRole } from '../../plugins/roles.ts';
import { listAudit } from '../../repositories/audit.ts';
import { guarded, TAGS } from './schemas.ts';

/** Admin: the audit log, newest first, by actor, action and days. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio/audit',
    {
      preValidation: requireRole('admin'),
      schema: {
        tags: TAGS,
        summary:
          'Studio writes, newest first; filter by actor (email), action and India days from/to (admin)',
        querystring: auditQuerySchema,
        response: { 200: envelopeOf(studioPageOf(auditEntrySchema)), ...guarded },
      },
    },
    async (request) => ok(await listAudit(app.db, request.query)),
  );
};
