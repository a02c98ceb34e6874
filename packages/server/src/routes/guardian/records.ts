import { ACTIVITY_DAYS, childActivitySchema, guardianAuditSchema, orderStateAt } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import {
  activityDays,
  chapterOpensSince,
  minutesByDay,
} from '../../repositories/child-activity.ts';
import { auditOf } from '../../repositories/guardians.ts';
import { listUserOrders } from '../../repositories/orders.ts';
import { childParams, refusals, theirChild } from './auth.ts';

const DAY = 24 * 60 * 60 * 1000;

/** What a guardian reads about a child: its activity and the trail of changes made for it. */
export const guardianRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guardian/children/:id/activity',
    {
      schema: {
        tags: ['guardian'],
        summary: "A child's minutes read per day and chapters opened (30 days), and purchases",
        params: childParams,
        response: { 200: envelopeOf(childActivitySchema), ...refusals },
      },
    },
    async (request) => {
      const child = await theirChild(app, request);
      const now = app.now();
      const since = new Date(now.getTime() - ACTIVITY_DAYS * DAY);
      const [days, opens, orders] = await Promise.all([
        minutesByDay(app.db, child.id, activityDays(now)),
        chapterOpensSince(app.db, child.id, since),
        listUserOrders(app.db, child.id),
      ]);
      return ok({
        days,
        chapters: opens.map((open) => ({ ...open, openedAt: open.openedAt.toISOString() })),
        purchases: orders.map((order) => ({
          orderId: order.provider_order_id,
          kind: order.purpose,
          description: order.description,
          amountRupees: order.amount,
          status: orderStateAt(order.status, order.created_at, now),
          createdAt: order.created_at.toISOString(),
        })),
      });
    },
  );

  app.get(
    '/api/guardian/children/:id/audit',
    {
      schema: {
        tags: ['guardian'],
        summary: 'Every change a guardian made for this child: who, what, before and after, when',
        params: childParams,
        response: { 200: envelopeOf(guardianAuditSchema), ...refusals },
      },
    },
    async (request) => {
      const child = await theirChild(app, request);
      const rows = await auditOf(app.db, child.id);
      return ok({
        entries: rows.map((row) => ({
          action: row.action,
          before: row.before,
          after: row.after,
          at: row.created_at.toISOString(),
          by: row.guardian_email,
        })),
      });
    },
  );
};
