import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** Every area's route plugin, registered in this order; each area adds its own entry. */
const routePlugins: FastifyPluginAsync[] = [];

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const plugin of routePlugins) await app.register(plugin);
}
