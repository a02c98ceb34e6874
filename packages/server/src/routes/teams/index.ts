import { teamSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { listTeams } from '../../repositories/teams.ts';

/** GET /team/getAll: the four teams of the About page, with members (name, img, year). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team/getAll',
    {
      config: { publicContent: { areas: ['teams'] } },
      schema: {
        tags: ['teams'],
        summary: 'Teams in About-page order with their members',
        response: { 200: envelopeOf(z.array(teamSchema)) },
      },
    },
    async () => ok(withMediaBase(app, await listTeams(app.db))),
  );
};
