import { PLAN_TYPES, PLANS } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';

const planSchema = z.object({
  type: z.enum(PLAN_TYPES),
  title: z.string(),
  price: z.number().int().nonnegative().describe('Whole rupees, before the Research Papers add-on'),
  originalPrice: z.number().int().optional(),
  promo: z.string().optional(),
  features: z.array(z.string()),
  purchasable: z.boolean(),
});

/** GET /api/plans: the one price list, the same one `POST /payment/create` charges. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/plans',
    {
      schema: {
        tags: ['payments'],
        summary: 'Membership plans in display order, with the prices charged',
        response: { 200: envelopeOf(z.array(planSchema)) },
      },
    },
    async () => ok(PLANS.map((plan) => ({ ...plan, features: [...plan.features] }))),
  );
};
