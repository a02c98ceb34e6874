import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.ts';

/** Every area's route plugins; each area adds its own import and register line. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
}
