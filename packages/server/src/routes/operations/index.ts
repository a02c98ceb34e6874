import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/database.ts';
import { migrationsDone } from '../../db/migrate.ts';
import { envelopeOf, failure, ok } from '../../http/envelope.ts';

// Probes for load balancers and orchestrators. Their answers are read by machines, not by the
// app, so their schemas live here rather than in @ic/domain.

export const NOT_READY = 'Not ready.';
/** A check that has not answered by then counts as failed: a probe must answer in time. */
const CHECK_TIMEOUT_MS = 2_000;

const checksSchema = z.object({
  database: z.boolean(),
  migrations: z.boolean(),
  media: z.boolean(),
});
const NO_STORE = { 'cache-control': 'no-store' };

/** True when the check resolves truthy within the timeout; false on failure or timeout. */
async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((result) => result !== false), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET /healthz (the process answers) and GET /readyz (it can serve: database, schema, media). */
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { probe: true },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: 200 while the process answers; checks nothing else',
        response: { 200: envelopeOf(z.object({ status: z.literal('up') })) },
      },
    },
    async (_request, reply) => {
      reply.headers(NO_STORE);
      return ok({ status: 'up' as const });
    },
  );

  app.get(
    '/readyz',
    {
      config: { probe: true },
      schema: {
        tags: ['operations'],
        summary:
          'Readiness: 200 when the database answers, its migrations are done and the media store answers; 503 otherwise',
        response: {
          200: envelopeOf(checksSchema),
          503: z.object({ success: z.literal(false), message: z.string(), data: checksSchema }),
        },
      },
    },
    async (request, reply) => {
      const [database, migrations, media] = await Promise.all([
        passes(() => pingDatabase(app.db)),
        passes(() => migrationsDone(app.db)),
        passes(() => app.media.ping()),
      ]);
      const checks = { database, migrations, media };
      reply.headers(NO_STORE);
      if (database && migrations && media) return ok(checks);
      request.log.warn({ checks }, 'not ready');
      return reply.code(503).send({ ...failure(NOT_READY), data: checks });
    },
  );
};
