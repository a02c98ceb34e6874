import type { FastifyPluginAsync } from 'fastify';
import { membershipRoutes } from './membership.ts';
import { subscriptionRoutes } from './subscriptions.ts';

/** Membership purchase, its confirmation, premium status and recurring payments. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(membershipRoutes);
  await app.register(subscriptionRoutes);
};
