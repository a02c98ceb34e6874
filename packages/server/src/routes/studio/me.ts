import { STAFF_ROLES, staffRoleSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requireRole } from '../../plugins/roles.ts';
import { rolesOf } from '../../repositories/staff.ts';
import { guarded, TAGS } from './schemas.ts';

/** The caller's own roles, so the studio app shows only the sections they may use. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio/me',
    {
      // Any role admits; an account without one gets the studio's 403 like every other route.
      preValidation: requireRole(...STAFF_ROLES),
      schema: {
        tags: TAGS,
        summary: "The caller's studio roles (any role)",
        response: {
          200: envelopeOf(z.object({ roles: z.array(staffRoleSchema) })),
          ...guarded,
        },
      },
    },
    async (request) => ok({ roles: await rolesOf(app.db, currentUser(request).id) }),
  );
};
