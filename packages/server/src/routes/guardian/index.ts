import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireGuardian } from './auth.ts';
import { guardianChildrenRoutes } from './children.ts';
import { guardianRecordRoutes } from './records.ts';
import { guardianSignInRoutes } from './sign-in.ts';

/**
 * The guardians' place (spec section 6): sign-in by mailed link into a session of their own,
 * then, only within that session, their children's registrations, settings, activity, deletion
 * and audit trail.
 */
export const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(guardianSignInRoutes);
  await app.register(async (dashboard) => {
    requireGuardian(dashboard);
    await dashboard.register(guardianChildrenRoutes);
    await dashboard.register(guardianRecordRoutes);
  });
};
