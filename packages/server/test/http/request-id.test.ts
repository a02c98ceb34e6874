import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: FastifyInstance;
const lines: { reqId?: string; msg?: string }[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildTestApp({ logger: { level: 'info', stream } });
  app.get('/test/crash', async () => {
    throw new Error('boom');
  });
});
afterAll(() => app.close());

describe('request ids', () => {
  it('echoes an id the proxy sent, and uses it in every log line of the request', async () => {
    const res = await app.inject({ url: '/test/crash', headers: { 'x-request-id': 'nginx-42.a' } });
    expect(res.headers['x-request-id']).toBe('nginx-42.a');
    expect(res.json().requestId).toBe('nginx-42.a');
    const mine = lines.filter((line) => line.reqId === 'nginx-42.a');
    expect(mine.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request failed', 'request completed']),
    );
  });

  it('makes a new id when none came, or one that could forge a log line', async () => {
    const none = await app.inject('/healthz');
    expect(none.headers['x-request-id']).toMatch(UUID);
    for (const given of ['a b', 'x'.repeat(129), 'line\\nbreak', '']) {
      const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    const two = await Promise.all([app.inject('/healthz'), app.inject('/healthz')]);
    expect(two[0].headers['x-request-id']).not.toBe(two[1].headers['x-request-id']);
  });

  it('is on refusals too, without changing their envelope', async () => {
    const res = await app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.json()).toEqual({ success: false, message: 'Not found.' });
  });
});
