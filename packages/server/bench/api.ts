// npm run bench:api (on PostgreSQL: bash .ci/with-postgres.sh npm run bench:api)
// Starts the API as its own process (default configuration but the general rate limit, on a
// freshly seeded PGlite in a temporary folder, or on DATABASE_URL), takes each endpoint's
// answer as sent, has Debian's nginx serve those very bytes from disk (when installed), and
// measures both with autocannon from this process, one after the other per endpoint. Prints
// the side-by-side table in Markdown, then stops both and removes the folders.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nginxInstalled, startNginx, type RunningNginx, type StaticFile } from './nginx.ts';
import { freePort, rawGet, waitFor, type RawResponse } from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 1;
/** What a browser asks for, less the encodings nobody here serves. */
const HEADERS = { 'accept-encoding': 'br, gzip' };

interface Row {
  endpoint: string;
  /** Character search has its own figure besides the lists' one. */
  search?: boolean;
}

const ROWS: Row[] = [
  { endpoint: '/comic' },
  { endpoint: '/blog/getallblog' },
  { endpoint: '/career/getall' },
  { endpoint: '/character/getAll?q=ra&page=1&limit=12', search: true },
  { endpoint: '/character/getAll' },
];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function measure(url: string): Promise<Measured> {
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS });
  await run(WARM_UP_SECONDS);
  const result = await run(SECONDS);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function startApi(dataDir: string) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../src/server.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_DIR: '',
      SEED: 'true',
      // One client from one address would meet the general limit within a second.
      RATE_LIMIT_PER_MINUTE: '0',
    },
    // Logs go where a production server's go, at the configured level; nobody reads them here.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(child, `${origin}/api/plans`);
  return {
    origin,
    startSeconds: (Date.now() - started) / 1000,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The answer as a client gets it once brotli is ready (big answers get gzip until then). */
async function settledAnswer(url: string): Promise<RawResponse> {
  for (let tries = 0; ; tries += 1) {
    const res = await rawGet(url, HEADERS);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (res.headers['content-encoding'] !== 'gzip' || tries === 100) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cell = (m: Measured) =>
  `${m.rps.toLocaleString('en-US')} /s, ${m.p50} ms, ${m.p99} ms` +
  (m.failed > 0 ? ` (${m.failed} failed)` : '');
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function verdict(
  row: Row,
  ours: Measured,
  theirs: Measured | undefined,
  ratio: number | undefined,
): string {
  // When nginx, sending the same bytes, misses the p99 too, the load generator sets it, not us.
  const alsoNginx = theirs && theirs.p99 > 20 ? ' (nginx too: the client is the limit)' : '';
  const misses = [
    ...(ratio !== undefined && ratio < 0.5 ? ['< 50 %'] : []),
    ...(ours.p99 > 20 ? [`p99 > 20 ms${alsoNginx}`] : []),
    ...(row.search && ours.rps < 5000 ? ['< 5,000 /s'] : []),
    ...(ours.failed > 0 ? ['failures'] : []),
  ];
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-bench-'));
const nginxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-bench-nginx-'));
let nginx: RunningNginx | undefined;
const api = await startApi(dataDir);
try {
  const answers = await Promise.all(ROWS.map((row) => settledAnswer(api.origin + row.endpoint)));
  const files: StaticFile[] = answers.map((res, i) => ({
    location: `/r${i}`,
    body: res.body,
    contentType: String(res.headers['content-type']),
    contentEncoding: res.headers['content-encoding'],
  }));
  if (await nginxInstalled()) nginx = await startNginx(nginxDir, files);
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  console.log(`# npm run bench:api, ${new Date().toISOString()}\n`);
  console.log(`- ${database}, seeded and answering in ${api.startSeconds.toFixed(1)} s`);
  console.log(
    `- Node ${process.version}, one process; ${nginx ? `${nginx.version}, one worker` : 'nginx not installed'}`,
  );
  console.log(
    `- ${CONNECTIONS} connections, ${SECONDS} s per endpoint after ${WARM_UP_SECONDS} s of warm-up, Accept-Encoding: ${HEADERS['accept-encoding']}`,
  );
  console.log(`- load average at start: ${load()}\n`);
  console.log('| endpoint | this server | nginx, same bytes | ratio | targets |');
  console.log('|---|---|---|---|---|');
  for (const [i, row] of ROWS.entries()) {
    const sent = files[i] as StaticFile;
    const json = sent.contentEncoding ? `, ${sent.contentEncoding} ${kb(sent.body.length)}` : '';
    const identity = await rawGet(api.origin + row.endpoint);
    const label = `\`GET ${row.endpoint}\` (${kb(identity.body.length)}${json})`;
    const ours = await measure(api.origin + row.endpoint);
    const theirs = nginx ? await measure(nginx.origin + sent.location) : undefined;
    const ratio = theirs ? ours.rps / theirs.rps : undefined;
    const percent = ratio === undefined ? 'n/a' : `${(ratio * 100).toFixed(0)} %`;
    console.log(
      `| ${label} | ${cell(ours)} | ${theirs ? cell(theirs) : 'n/a'} | ${percent} | ${verdict(row, ours, theirs, ratio)} |`,
    );
  }
  console.log(`\n- load average at end: ${load()}`);
} finally {
  await nginx?.stop();
  await api.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(nginxDir, { recursive: true, force: true });
}
