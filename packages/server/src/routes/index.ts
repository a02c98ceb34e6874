import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { registerPayments } from '../plugins/payments.ts';
import { addressRoutes } from './addresses/index.ts';
import { orderRoutes } from './orders/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { sandboxRoutes } from './sandbox/index.ts';
import { supportRoutes } from './support/index.ts';
import { webhookRoutes } from './webhooks/index.ts';

/** Every area's route plugins; each area adds its own import and register line. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  registerPayments(app);
  await app.register(paymentRoutes);
  await app.register(supportRoutes);
  await app.register(orderRoutes);
  await app.register(addressRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxRoutes);
}
