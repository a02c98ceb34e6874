import { orderSchema, orderStateAt, receiptNumber, type Order } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { findDonationsOf } from '../../repositories/donations.ts';
import {
  findUserOrder,
  listUserOrders,
  paymentsOfOrders,
  type OrderRow,
} from '../../repositories/orders.ts';
import type { Db } from '../../db/database.ts';

export const ORDER_NOT_FOUND = 'Order not found.';

/**
 * Orders with their captured payments (a subscription has one per month) and donation names;
 * an order left unpaid past ORDER_EXPIRY_MINUTES reads `expired` (decided here, on read).
 */
export async function toViews(db: Db, orders: OrderRow[], now: Date): Promise<Order[]> {
  const ids = orders.map((order) => order.id);
  const [payments, donations] = await Promise.all([
    paymentsOfOrders(db, ids),
    findDonationsOf(db, ids),
  ]);
  return orders.map((order) => ({
    _id: order.id,
    receiptNumber: receiptNumber(order.id),
    orderId: order.provider_order_id,
    purpose: order.purpose,
    description: order.description,
    planType: order.plan_type,
    researchPapers: order.research_papers,
    supportType: order.support_type,
    displayName: donations.get(order.id) ?? null,
    recurring: order.recurring,
    amount: order.amount,
    currency: order.currency,
    provider: order.provider,
    status: orderStateAt(order.status, order.created_at, now),
    createdAt: order.created_at.toISOString(),
    paidAt: order.paid_at?.toISOString() ?? null,
    payments: payments
      .filter((payment) => payment.order_id === order.id)
      .map((payment) => ({
        paymentId: payment.provider_payment_id,
        amount: payment.amount,
        paidAt: payment.created_at.toISOString(),
      })),
  }));
}

/** GET /api/orders (Track Orders / Order History) and GET /api/orders/:id (/order-complete). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    {
      preValidation: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The signed-in user’s orders and donations, newest first',
        response: { 200: envelopeOf(z.array(orderSchema)), 401: failureSchema },
      },
    },
    async (request) => {
      const orders = await listUserOrders(app.db, currentUser(request).id);
      return ok(await toViews(app.db, orders, app.now()));
    },
  );

  app.get(
    '/api/orders/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One of the signed-in user’s orders, by our id or the provider order id',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: envelopeOf(orderSchema), 401: failureSchema, 404: failureSchema },
      },
    },
    async (request) => {
      const order = await findUserOrder(app.db, currentUser(request).id, request.params.id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const [view] = await toViews(app.db, [order], app.now());
      if (!view) throw notFound(ORDER_NOT_FOUND);
      return ok(view);
    },
  );
};
