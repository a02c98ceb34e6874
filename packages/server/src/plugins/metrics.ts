import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { poolStats } from '../db/database.ts';
import { MAIL_JOB } from '../mail/mailer.ts';
import { bearerToken } from './auth.ts';

// Prometheus metrics (fastify-metrics over prom-client): per route, the request count and
// latency (http_request_duration_seconds, a histogram by method, route and status), the
// process's own (CPU, memory, event loop lag, GC), the database pool, the job queue's depth and
// failures per kind of job, and mails queued and failed. Scraped at /metrics
// with `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN there is no /metrics.

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function bearerIs(expected: string) {
  const wanted = digest(expected);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = bearerToken(request);
    if (given !== undefined && timingSafeEqual(digest(given), wanted)) return;
    reply.header('www-authenticate', 'Bearer').code(401).send('Unauthorized\n');
  };
}

function poolGauges(app: FastifyInstance) {
  const { Gauge } = app.metrics.client;
  const gauge = (
    name: string,
    help: string,
    read: (s: NonNullable<ReturnType<typeof poolStats>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      collect() {
        const stats = poolStats(app.db);
        if (stats) this.set(read(stats));
      },
    });
  gauge('db_pool_connections', 'Open connections of the PostgreSQL pool', (s) => s.total);
  gauge('db_pool_idle_connections', 'Idle connections of the PostgreSQL pool', (s) => s.idle);
  gauge('db_pool_waiting_requests', 'Queries waiting for a pooled connection', (s) => s.waiting);
}

/** Jobs waiting and failed per kind, and mail's own two, read from the queue at each scrape. */
function jobGauges(app: FastifyInstance) {
  const { Gauge } = app.metrics.client;
  const read = () => app.jobs.counts();
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting or running, per kind of job',
    labelNames: ['queue'],
    async collect() {
      for (const [queue, counts] of await read()) this.set({ queue }, counts.queued);
    },
  });
  new Gauge({
    name: 'jobs_failed',
    help: 'Jobs out of retries still kept, per kind of job',
    labelNames: ['queue'],
    async collect() {
      for (const [queue, counts] of await read()) this.set({ queue }, counts.failed);
    },
  });
  const mail = async () => (await read()).get(MAIL_JOB.name) ?? { queued: 0, failed: 0 };
  new Gauge({
    name: 'mails_queued',
    help: 'Mails accepted for sending and not yet delivered',
    async collect() {
      this.set((await mail()).queued);
    },
  });
  new Gauge({
    name: 'mails_failed',
    help: 'Mails that failed every retry (kept for a look)',
    async collect() {
      this.set((await mail()).failed);
    },
  });
}

export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const token = app.config.metricsToken;
  if (!token) return;
  // A CommonJS module: Node's default import is its exports object, whose default is the plugin.
  await app.register(fastifyMetrics.default, {
    endpoint: null,
    // One registry per process; a fresh app (tests build several) starts it anew.
    clearRegisterOnInit: true,
    routeMetrics: { enabled: { histogram: true, summary: false }, routeBlacklist: ['/metrics'] },
  });
  if (poolStats(app.db)) poolGauges(app);
  jobGauges(app);
  const { register } = app.metrics.client;
  app.get(
    '/metrics',
    { config: { probe: true }, schema: { hide: true }, onRequest: bearerIs(token) },
    async (_request, reply) => reply.type(register.contentType).send(await register.metrics()),
  );
}
