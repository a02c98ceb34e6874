// npm run bench:html: the pages a browser opens, as the server writes them (index.html with the
// page's own head and, unless RENDER_ENTRY= turns it off, its body drawn by the app's renderer). Starts the server with the built app (app/dist) on a freshly seeded PGlite
// in a temporary folder, general rate limit off, and measures each page with autocannon as a
// browser asks for it (a document, brotli or gzip). Prints a Markdown table, then stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, rawGet, waitFor } from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REPO = path.resolve(import.meta.dirname, '../../..');
/** What Chromium sends when it navigates. */
const HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'sec-fetch-dest': 'document',
  'accept-encoding': 'br, gzip',
};

async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../src/server.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_DIR: path.join(REPO, 'app/dist'),
      SEED: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(child, `${origin}/api/plans`);
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The page's first request: drawn on the server (when the renderer is on), not yet kept. */
async function firstRequest(url: string) {
  const started = performance.now();
  await (await fetch(url, { headers: HEADERS })).arrayBuffer();
  return Math.round(performance.now() - started);
}

async function measure(url: string) {
  const first = await firstRequest(url);
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS });
  await run(1);
  const result = await run(SECONDS);
  const failed = result.non2xx + result.errors + result.timeouts;
  return `${first} ms | ${Math.round(result.requests.average).toLocaleString('en-US')} /s | ${result.latency.p50} ms | ${result.latency.p99} ms${failed ? ` | ${failed} failed` : ' | 0'}`;
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-bench-html-'));
const server = await startServer(dataDir);
try {
  const list = await rawGet(`${server.origin}/character/getAll?page=1&limit=1`);
  const [first] = (JSON.parse(list.body.toString()) as { data: { _id: string }[] }).data;
  const pages = ['/', '/characters', `/characters/biography?id=${first?._id}`];
  console.log(`# npm run bench:html, ${new Date().toISOString()}\n`);
  console.log(
    `- Node ${process.version}, one process, PGlite, ${CONNECTIONS} connections, ${SECONDS} s per page`,
  );
  console.log(
    `- load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  const rendering = process.env.RENDER_ENTRY === '' ? 'off (RENDER_ENTRY=)' : 'on';
  console.log(`- server rendering: ${rendering}\n`);
  console.log('| page | first request | requests | p50 | p99 | failed |');
  console.log('|---|---|---|---|---|---|');
  for (const page of pages) console.log(`| \`${page}\` | ${await measure(server.origin + page)} |`);
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
