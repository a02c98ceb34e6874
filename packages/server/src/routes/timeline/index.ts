import { timelineStorySchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { listTimeline } from '../../repositories/timeline.ts';

/** GET /timeline/getAll: every story, oldest first; the Support Us page keeps category 'Support Us'. */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timeline/getAll',
    {
      config: { publicContent: { areas: ['timeline'] } },
      schema: {
        tags: ['timeline'],
        summary: 'Timeline stories, oldest first',
        response: { 200: envelopeOf(z.array(timelineStorySchema)) },
      },
    },
    async () => ok(await listTimeline(app.db)),
  );
};
