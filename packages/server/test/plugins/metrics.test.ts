import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.ts';

const TOKEN = 'scrape-me-please';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => app.close());

  it('asks for the token', async () => {
    for (const headers of [{}, bearer('wrong'), bearer(`${TOKEN}x`)]) {
      const res = await app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request');
    }
  });

  it('counts requests and their latency per route, by method and status', async () => {
    await app.inject('/healthz');
    await app.inject('/healthz');
    await app.inject('/api/no-such-thing');
    const res = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const count = (route: string, status: number) =>
      new RegExp(
        `^http_request_duration_seconds_count\\{method="GET",route="${route}",status_code="${status}"\\} (\\d+)$`,
        'm',
      ).exec(res.body)?.[1];
    expect(count('/healthz', 200)).toBe('2');
    expect(res.body).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz"/m,
    );
    // The process's own figures come along.
    expect(res.body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // Scrapes are not counted as traffic.
    expect(res.body).not.toMatch(/route="\/metrics"/);
  });

  it('shows the PostgreSQL pool when there is one', async () => {
    const res = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    if (app.config.databaseUrl) {
      expect(res.body).toMatch(/^db_pool_connections [1-9]\d*$/m);
      expect(res.body).toMatch(/^db_pool_waiting_requests 0$/m);
    } else {
      expect(res.body).not.toMatch(/^db_pool_connections/m);
    }
  });

  it('shows the job queue per kind of job, and mails queued and failed', async () => {
    const before = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(before.body).toMatch(/^job_queue_depth\{queue="housekeeping"\} \d+$/m);
    expect(before.body).toMatch(/^jobs_failed\{queue="mail"\} 0$/m);
    expect(before.body).toMatch(/^mails_failed 0$/m);
    // A mail stored but not yet due counts as queued.
    const mail = { to: 'reader@example.com', subject: 'Later', body: ['Soon.'] };
    await app.jobs.send('mail', mail, { startAfter: new Date(Date.now() + 60_000) });
    const after = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(after.body).toMatch(/^mails_queued 1$/m);
    expect(after.body).toMatch(/^job_queue_depth\{queue="mail"\} 1$/m);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
