import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort, waitFor } from '../bench/processes.ts';
import { startBalancer, type RunningBalancer } from './nginx.ts';
import { startPostgres, type RunningPostgres } from './postgres.ts';

// The cluster of the README's "Deploying", all on loopback: a throwaway PostgreSQL, an S3 stand-in
// (s3rver; production uses a real bucket), N instances of the server and nginx in front of them.
// `npm run cluster` starts it; the cluster benchmark and CI's cluster test drive it.

const SERVER = path.join(import.meta.dirname, '../src/server.ts');
/** s3rver's one key pair: the SDK finds it through its usual chain (the environment). */
const S3_KEY = 'S3RVER';
const BUCKET = 'ic-media';

export interface Instance {
  port: number;
  origin: string;
  /** The running process; undefined while stopped. */
  process: ChildProcess | undefined;
  /** How the last process ended (exit code or signal), to tell a crash from a kill. */
  exited: string | undefined;
  /** Starts the instance (again) and waits until /readyz answers 200. */
  start(): Promise<void>;
  /** kill -9: no graceful anything. */
  kill(): Promise<void>;
}

export interface Cluster {
  origin: string;
  postgres: RunningPostgres;
  instances: Instance[];
  /** Exactly the environment every instance runs with (compose.yaml mirrors it). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  dir: string;
  instances?: number;
  /** Seed the sample world (the first start takes a minute or two). */
  seed?: boolean;
  metricsToken?: string;
}

async function startS3(dir: string) {
  const directory = path.join(dir, 's3');
  await fs.mkdir(directory, { recursive: true });
  const server = new S3rver({
    port: await freePort(),
    address: '127.0.0.1',
    silent: true,
    directory,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: S3_KEY, secretAccessKey: S3_KEY };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  client.destroy();
  return { endpoint, close: () => server.close() };
}

function instance(dir: string, index: number, port: number, env: Record<string, string>): Instance {
  const origin = `http://127.0.0.1:${port}`;
  const self: Instance = {
    port,
    origin,
    process: undefined,
    exited: undefined,
    async start() {
      const dataDir = path.join(dir, `instance-${index}`);
      await fs.mkdir(dataDir, { recursive: true });
      const log = createWriteStream(path.join(dir, `instance-${index}.log`), { flags: 'a' });
      const child = spawn(process.execPath, [SERVER], {
        env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      self.process = child;
      child.once('exit', (code, signal) => {
        self.exited = signal ?? `exit code ${code}`;
        if (self.process === child) self.process = undefined;
      });
      await waitFor(child, `${origin}/readyz`, 600_000);
    },
    async kill() {
      const child = self.process;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  return self;
}

async function stopGracefully(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts everything, the instances at once (migrations and the seed run once, under a lock). */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dir } = options;
  const postgres = await startPostgres(path.join(dir, 'postgres'), await freePort());
  const s3 = await startS3(dir);
  const balancerPort = await freePort();
  const origin = `http://127.0.0.1:${balancerPort}`;
  const env: Record<string, string> = {
    DATABASE_URL: postgres.url,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: S3_KEY,
    AWS_SECRET_ACCESS_KEY: S3_KEY,
    PUBLIC_URL: origin,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    SEED: String(options.seed ?? true),
    LOG_LEVEL: 'warn',
    ...(options.metricsToken && { METRICS_TOKEN: options.metricsToken }),
  };
  const ports = await Promise.all(Array.from({ length: options.instances ?? 3 }, () => freePort()));
  const instances = ports.map((port, i) => instance(dir, i + 1, port, env));
  let balancer: RunningBalancer | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((i) => stopGracefully(i.process)));
    await s3.close();
    await postgres.stop();
  };
  try {
    await Promise.all(instances.map((i) => i.start()));
    balancer = await startBalancer(path.join(dir, 'nginx'), balancerPort, ports);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, postgres, instances, env, stop };
}
