import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Health checks and metrics: answered without touching the database on the way in (no rate
     * limit counter, no session lookup), so they answer while it is down and cost it nothing.
     */
    probe?: boolean;
  }
}

export const isProbe = (request: FastifyRequest) => request.routeOptions.config.probe === true;
