// npm run bench:cluster [-- --check]
// The cluster of `npm run cluster` under load through nginx: a mixed autocannon load (lists, search,
// chapter PDF ranges, and per connection signup -> membership order -> sandbox payment -> confirm ->
// donation -> payment -> confirm) at 200 connections for BENCH_SECONDS (default 60), one instance
// killed with SIGKILL twice and restarted meanwhile. Then every write the load saw acknowledged
// (a 2xx) is looked up in the database, and no order may hold two payments (a grant given twice).
// A quieter run stops PostgreSQL for a few seconds: /readyz answers 503, then 200 again on every
// instance without restarting it. Last, a cached public read on 3 instances (nginx) against one,
// with each instance's CPU. --check exits 1 when a write is lost or an instance does not recover.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Context, type Request, type Result } from 'autocannon';
import pg from 'pg';
import { startCluster, type Cluster, type Instance } from '../cluster/index.ts';
import { rawGet } from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = 200;
/** Of the 200 connections, these run the write flow; the rest read. */
const WRITERS = 50;
const CHECK = process.argv.includes('--check');
const PASSWORD = 'Bench-Load-2026!';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every write the load saw a 2xx for, by kind. */
const acknowledged = {
  signups: new Set<string>(),
  orders: new Set<string>(),
  payments: new Set<string>(),
};

const json = (body: unknown) => JSON.stringify(body);
const data = (body: string) => (JSON.parse(body) as { data: Record<string, string> }).data;

/** A random client address per flow: per-IP limits (signups 10 an hour) stay out of the way. */
function randomIp() {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function freshFlow(context: Context) {
  for (const key of Object.keys(context)) delete context[key];
  context.ip = randomIp();
  context.tag = randomUUID().replaceAll('-', '').slice(0, 12);
}

function headers(context: Context, extra: Record<string, string> = {}) {
  return {
    'content-type': 'application/json',
    'x-forwarded-for': String(context.ip),
    ...(context.token ? { authorization: `Bearer ${String(context.token)}` } : {}),
    ...extra,
  };
}

/** Pays the order in context[key] in the sandbox and keeps the signed result for the confirm. */
function payStep(key: string): Request {
  return {
    method: 'POST',
    setupRequest: (req, context) =>
      context[key]
        ? {
            ...req,
            path: `/api/sandbox/orders/${String(context[key])}/pay`,
            headers: headers(context),
            body: json({ outcome: 'success' }),
          }
        : undefined,
    onResponse: (status, body, context) => {
      if (status === 200) context.paid = body;
    },
  };
}

function confirmStep(url: string): Request {
  return {
    method: 'POST',
    path: url,
    setupRequest: (req, context) => {
      if (!context.paid) return undefined;
      const { orderId, paymentId, signature } = data(String(context.paid));
      context.paymentId = paymentId;
      return { ...req, headers: headers(context), body: json({ orderId, paymentId, signature }) };
    },
    onResponse: (status, _body, context) => {
      if (status >= 200 && status < 300) acknowledged.payments.add(String(context.paymentId));
      delete context.paid;
    },
  };
}

const WRITE_FLOW: Request[] = [
  {
    method: 'POST',
    path: '/api/signup',
    setupRequest: (req, context) => {
      freshFlow(context);
      const tag = String(context.tag);
      context.email = `bench${tag}@example.com`;
      const body = { email: context.email, password: PASSWORD, name: 'Bench Reader' };
      const adult = { dob: '1990-01-01', username: `b${tag}`, newsLetter: false };
      return { ...req, headers: headers(context), body: json({ ...body, ...adult }) };
    },
    onResponse: (status, body, context) => {
      if (status !== 201) return;
      acknowledged.signups.add(String(context.email));
      context.token = data(body).token;
    },
  },
  {
    method: 'POST',
    path: '/payment/create',
    setupRequest: (req, context) =>
      context.token
        ? { ...req, headers: headers(context), body: json({ membershipType: 'Annual' }) }
        : undefined,
    onResponse: (status, body, context) => {
      if (status !== 201) return;
      context.order = data(body).orderId;
      acknowledged.orders.add(String(context.order));
    },
  },
  payStep('order'),
  confirmStep('/payment/confirm'),
  {
    method: 'POST',
    path: '/support/create',
    setupRequest: (req, context) => ({
      ...req,
      headers: headers(context),
      body: json({ supportType: 'one-time', amount: 500, checkout: true }),
    }),
    onResponse: (status, body, context) => {
      if (status !== 201) return;
      context.donation = data(body).orderId;
      acknowledged.orders.add(String(context.donation));
    },
  },
  payStep('donation'),
  confirmStep('/support/confirm'),
];

/** A chapter PDF anyone may read (the first one whose range answers 206 without signing in). */
async function publicPdf(db: pg.Client, origin: string): Promise<string> {
  const { rows } = await db.query<{ chap_pdf: string }>('select chap_pdf from chapters');
  for (const { chap_pdf: pdf } of rows) {
    const res = await rawGet(origin + pdf, { range: 'bytes=0-65535' });
    if (res.status === 206) return pdf;
  }
  throw new Error('no chapter PDF is public');
}

/** A GET from a reader: each from its own address, as readers are (the per-IP limit is per reader). */
function read(url: string, extra: Record<string, string> = {}): Request {
  return {
    method: 'GET',
    path: url,
    setupRequest: (req) => {
      const reader = { 'accept-encoding': 'br, gzip', 'x-forwarded-for': randomIp() };
      return { ...req, headers: { ...reader, ...extra } };
    },
  };
}

function readLoad(origin: string, pdf: string, connections: number) {
  return autocannon({
    url: origin,
    connections,
    duration: SECONDS,
    requests: [
      read('/comic'),
      read('/character/getAll?q=ra&page=1&limit=12'),
      read('/blog/getallblog'),
      read(pdf, { range: 'bytes=65536-131071' }),
    ],
  });
}

/** utime + stime of a process in clock ticks (Linux). */
async function cpuTicks(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Runs `work` and answers each instance's CPU over it, in % of one core (100 ticks a second). */
async function withCpu<T>(instances: Instance[], work: () => Promise<T>) {
  const before = await Promise.all(instances.map((i) => cpuTicks(i.process?.pid)));
  const started = Date.now();
  const result = await work();
  const seconds = (Date.now() - started) / 1000;
  const after = await Promise.all(instances.map((i) => cpuTicks(i.process?.pid)));
  // Ticks are hundredths of a second: ticks / seconds is percent of one core.
  const cpu = after.map((t, i) => `${Math.round((t - (before[i] ?? 0)) / seconds)} %`);
  return { result, cpu };
}

async function mixedLoad(cluster: Cluster, pdf: string) {
  const victim = cluster.instances[1] as Instance;
  const events: string[] = [];
  const started = Date.now();
  const killAndRestart = async (at: number) => {
    await sleep(Math.max(0, started + at * 1000 - Date.now()));
    await victim.kill();
    const killed = Date.now();
    events.push(`kill -9 instance 2 at ${((killed - started) / 1000).toFixed(0)} s`);
    await victim.start();
    events.push(`  ready again after ${((Date.now() - killed) / 1000).toFixed(1)} s`);
  };
  const [reads, writes] = await Promise.all([
    readLoad(cluster.origin, pdf, CONNECTIONS - WRITERS),
    autocannon({
      url: cluster.origin,
      connections: WRITERS,
      duration: SECONDS,
      requests: WRITE_FLOW,
    }),
    killAndRestart(SECONDS * 0.2).then(() => killAndRestart(SECONDS * 0.6)),
  ]);
  return { reads, writes, events };
}

async function lostWrites(db: pg.Client): Promise<string[]> {
  const missing = async (kind: string, sql: string, keys: Set<string>) => {
    const { rows } = await db.query<{ key: string }>(sql, [[...keys]]);
    const found = new Set(rows.map((r) => r.key));
    return [...keys].filter((k) => !found.has(k)).map((k) => `${kind} ${k}`);
  };
  return [
    ...(await missing(
      'signup',
      'select email as key from users where email = any($1)',
      acknowledged.signups,
    )),
    ...(await missing(
      'order',
      'select id as key from orders where id = any($1) union select provider_order_id from orders where provider_order_id = any($1)',
      acknowledged.orders,
    )),
    ...(await missing(
      'payment',
      'select provider_payment_id as key from payments where provider_payment_id = any($1)',
      acknowledged.payments,
    )),
  ];
}

async function duplicateGrants(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'select count(*) as n from (select order_id from payments group by order_id having count(*) > 1) d',
  );
  return Number(rows[0]?.n ?? 0);
}

/** Stops PostgreSQL for 3 s under a light read load; each instance's /readyz over time. */
async function databaseRestart(cluster: Cluster) {
  const seen = cluster.instances.map(() => [] as number[]);
  const pids = cluster.instances.map((i) => i.process?.pid);
  let polling = true;
  const probe = () =>
    Promise.all(
      cluster.instances.map(async (instance, i) => {
        const res = await rawGet(`${instance.origin}/readyz`).catch(() => undefined);
        const status = res?.status ?? 0;
        const list = seen[i] as number[];
        if (list.at(-1) !== status) list.push(status);
      }),
    );
  const poll = (async () => {
    while (polling) {
      await probe();
      await sleep(200);
    }
  })();
  const load = autocannon({
    url: cluster.origin,
    connections: 10,
    duration: 12,
    requests: [read('/comic')],
  });
  await sleep(2000);
  await cluster.postgres.stop();
  const stopped = Date.now();
  await sleep(3000);
  await cluster.postgres.start();
  const restarted = Date.now();
  const deadline = Date.now() + 60_000;
  const allReady = async () =>
    (
      await Promise.all(
        cluster.instances.map((i) => rawGet(`${i.origin}/readyz`).catch(() => undefined)),
      )
    ).every((r) => r?.status === 200);
  while (!(await allReady()) && Date.now() < deadline) await sleep(200);
  const recovered = (Date.now() - restarted) / 1000;
  const down = (restarted - stopped) / 1000;
  polling = false;
  await poll;
  await probe();
  const quiet = await load;
  const sameProcesses = cluster.instances.every((i, n) => i.process?.pid === pids[n]);
  const ok = seen.every((s) => s.includes(503) && s.at(-1) === 200) && sameProcesses;
  return { seen, down, recovered, sameProcesses, ok, quiet };
}

const statuses = (result: Result) =>
  Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');

const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-bench-cluster-'));
await fs.chmod(dir, 0o755);
const started = Date.now();
const cluster = await startCluster({ dir });
const db = new pg.Client({ connectionString: cluster.postgres.url });
let failed = true;
try {
  await db.connect();
  const pdf = await publicPdf(db, cluster.origin);
  console.log(`# npm run bench:cluster, ${new Date().toISOString()}\n`);
  console.log(
    `- 3 instances, PostgreSQL, s3rver, nginx; up and seeded in ${((Date.now() - started) / 1000).toFixed(0)} s; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log(`- ${CONNECTIONS} connections (${WRITERS} writing) for ${SECONDS} s through nginx\n`);

  const { reads, writes, events } = await mixedLoad(cluster, pdf);
  console.log('## Mixed load, one instance killed twice\n');
  for (const event of events) console.log(`- ${event}`);
  console.log(
    `- reads: ${perSecond(reads.requests.average)}, p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms, non-2xx ${reads.non2xx} (${statuses(reads)}), errors ${reads.errors + reads.timeouts}`,
  );
  console.log(
    `- writes: ${perSecond(writes.requests.average)}, p50 ${writes.latency.p50} ms, p99 ${writes.latency.p99} ms, non-2xx ${writes.non2xx} (${statuses(writes)}), errors ${writes.errors + writes.timeouts}`,
  );
  console.log(
    `- acknowledged: ${acknowledged.signups.size} signups, ${acknowledged.orders.size} orders, ${acknowledged.payments.size} payments`,
  );
  const lost = await lostWrites(db);
  console.log(lost.length === 0 ? '- lost: 0' : `- lost: ${lost.length}\n  ${lost.join('\n  ')}`);
  const duplicates = await duplicateGrants(db);
  console.log(`- orders paid twice (duplicate grants): ${duplicates}\n`);
  await db.end();

  console.log('## PostgreSQL stopped for 3 s (10 connections reading)\n');
  const restart = await databaseRestart(cluster);
  for (const [i, statuses] of restart.seen.entries()) {
    const instance = cluster.instances[i];
    const gone = instance?.process ? '' : ` (process ended: ${instance?.exited})`;
    console.log(`- instance ${i + 1} /readyz: ${statuses.join(' -> ')}${gone}`);
  }
  console.log(
    `- down ${restart.down.toFixed(1)} s; every instance ready ${restart.recovered.toFixed(1)} s after PostgreSQL was back, ${restart.sameProcesses ? 'none restarted' : 'SOME RESTARTED'}; reads meanwhile: ${statuses(restart.quiet)}, errors ${restart.quiet.errors}\n`,
  );

  if (!CHECK) {
    console.log(`## Cached public read (GET /comic), 100 connections, ${SECONDS} s\n`);
    const cached = (url: string) =>
      autocannon({
        url,
        connections: 100,
        duration: SECONDS,
        requests: [read('/comic')],
      });
    const three = await withCpu(cluster.instances, () => cached(cluster.origin));
    const first = cluster.instances.slice(0, 1);
    const one = await withCpu(first, () => cached(String(first[0]?.origin)));
    console.log(
      `- 3 instances via nginx: ${perSecond(three.result.requests.average)} (${statuses(three.result)}), CPU ${three.cpu.join(' / ')}`,
    );
    console.log(
      `- 1 instance directly: ${perSecond(one.result.requests.average)} (${statuses(one.result)}), CPU ${one.cpu.join(' / ')}`,
    );
  }
  failed = lost.length > 0 || duplicates > 0 || !restart.ok;
  console.log(`\n- load average at end: ${os.loadavg()[0]?.toFixed(2)}`);
} finally {
  await cluster.stop();
  // The instances' logs say why when something failed.
  if (failed) console.error(`logs kept in ${dir}`);
  else await fs.rm(dir, { recursive: true, force: true });
}
if (CHECK && failed) {
  console.error(
    'cluster check failed: a write was lost, granted twice, or /readyz did not recover',
  );
  process.exit(1);
}
