import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.ts';

interface LogLine {
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

let lines: LogLine[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seed: true, logger: { level: 'info', stream } });
});
afterAll(() => app.close());
beforeEach(() => {
  lines = [];
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const requestLines = () =>
  lines
    .filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')
    .map((line) => ({ msg: line.msg, url: line.req?.url, status: line.res?.statusCode }));

describe('request logs', () => {
  it('log a public answer the handler computed once, with its URL', async () => {
    expect((await get('/team/getAll?first=1')).statusCode).toBe(200);
    expect(requestLines()).toEqual([
      { msg: 'request completed', url: '/team/getAll?first=1', status: 200 },
    ]);
  });

  it('leave out public answers sent from memory, 304s included', async () => {
    const first = await get('/timeline/getAll');
    lines = [];
    await get('/timeline/getAll');
    const held = await get('/timeline/getAll', { 'if-none-match': String(first.headers.etag) });
    expect(held.statusCode).toBe(304);
    expect(requestLines()).toEqual([]);
  });

  it('keep both of Fastify’s lines for every other route', async () => {
    expect((await get('/api/me')).statusCode).toBe(401);
    expect(requestLines()).toEqual([
      { msg: 'incoming request', url: '/api/me', status: undefined },
      { msg: 'request completed', url: undefined, status: 401 },
    ]);
  });
});
