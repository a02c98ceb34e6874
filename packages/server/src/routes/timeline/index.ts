import { timelineStorySchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { listTimeline, TIMELINE_CATEGORIES } from '../../repositories/timeline.ts';

const TAGS = ['timeline'];
const stories = { 200: envelopeOf(z.array(timelineStorySchema)) };
const FIELDS =
  'Each story carries the original site’s month (its English name), year and eventNumber ' +
  '(its place in its category, oldest first, from 1) beside eventDate.';

/**
 * GET /timeline/getAll: every story, oldest first (the Support Us page keeps category
 * 'Support Us'); GET /timeline/aboutUs/getAllAbout: the studio's own story, as the original
 * site's About page read it.
 */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timeline/getAll',
    {
      config: { publicContent: { areas: ['timeline'] } },
      schema: {
        tags: TAGS,
        summary: 'Timeline stories of every category, oldest first',
        description: FIELDS,
        response: stories,
      },
    },
    async () => ok(withMediaBase(app, await listTimeline(app.db))),
  );

  app.get(
    '/timeline/aboutUs/getAllAbout',
    {
      config: { publicContent: { areas: ['timeline'] } },
      schema: {
        tags: TAGS,
        summary: "The About Us timeline (category 'About Us'), oldest first",
        description: FIELDS,
        response: stories,
      },
    },
    async () => ok(withMediaBase(app, await listTimeline(app.db, TIMELINE_CATEGORIES.aboutUs))),
  );
};
