// npm run bench:api
// Starts the API on a free loopback port with a freshly seeded PGlite in a temporary folder,
// measures the content list endpoints and character search with autocannon, prints requests/s
// and p50/p99 latency per endpoint, then stops and removes the folder.
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENDPOINTS = [
  '/character/getAll',
  '/character/getAll?q=ra&page=1&limit=12',
  '/comic',
  '/blog/getallblog',
  '/career/getall',
];

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-bench-'));
// The general per-IP limit would turn a one-client benchmark into 429s; it is switched off here.
const config = loadConfig({
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  APP_DIR: '',
  SEED: 'true',
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
});
const started = Date.now();
const app = await buildApp(config, { logger: false });
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  console.log(
    `Seeded and listening in ${((Date.now() - started) / 1000).toFixed(1)} s on 127.0.0.1:${port}`,
  );
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per endpoint, gzip accepted\n`);
  const rows = [];
  for (const endpoint of ENDPOINTS) {
    const url = `http://127.0.0.1:${port}${endpoint}`;
    await fetch(url);
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'gzip' },
    });
    rows.push({
      endpoint,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  console.table(rows);
} finally {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
