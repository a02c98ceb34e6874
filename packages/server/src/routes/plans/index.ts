import { membershipPlanSchema, PLANS } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';

/** GET /api/plans: the one price list, the same one `POST /payment/create` charges. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/plans',
    {
      // The price list is code: no table changes it, only a new release.
      config: { publicContent: { areas: [] } },
      schema: {
        tags: ['payments'],
        summary: 'Membership plans in display order, with the prices charged',
        response: { 200: envelopeOf(z.array(membershipPlanSchema)) },
      },
    },
    async () => ok(PLANS.map((plan) => ({ ...plan, features: [...plan.features] }))),
  );
};
