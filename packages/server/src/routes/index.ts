import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/index.ts';
import { authRoutes } from './auth/index.ts';
import { consentRoutes } from './consent/index.ts';
import { contentRoutes } from './content/index.ts';
import { feedbackRoutes } from './feedback/index.ts';
import { followRoutes } from './follows/index.ts';
import { myListRoutes } from './my-list/index.ts';
import { guardianRoutes } from './guardian/index.ts';
import { newsletterRoutes } from './newsletter/index.ts';
import { operationsRoutes } from './operations/index.ts';
import { registerPayments } from '../plugins/payments.ts';
import { addressRoutes } from './addresses/index.ts';
import { orderRoutes } from './orders/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { planRoutes } from './plans/index.ts';
import { progressRoutes } from './progress/index.ts';
import { readerRoutes } from './reader/index.ts';
import { readingRoutes } from './reading/index.ts';
import { sandboxRoutes } from './sandbox/index.ts';
import { searchRoutes } from './search/index.ts';
import { supportRoutes } from './support/index.ts';
import { webhookRoutes } from './webhooks/index.ts';

/** Every area's route plugins; each area adds its own import and register line. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  registerPayments(app);
  await app.register(operationsRoutes);
  await app.register(authRoutes);
  await app.register(contentRoutes);
  await app.register(accountRoutes);
  await app.register(consentRoutes);
  await app.register(guardianRoutes);
  await app.register(feedbackRoutes);
  await app.register(newsletterRoutes);
  await app.register(readingRoutes);
  await app.register(readerRoutes);
  await app.register(progressRoutes);
  await app.register(followRoutes);
  await app.register(myListRoutes);
  await app.register(searchRoutes);
  await app.register(paymentRoutes);
  await app.register(planRoutes);
  await app.register(supportRoutes);
  await app.register(orderRoutes);
  await app.register(addressRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxRoutes);
}
