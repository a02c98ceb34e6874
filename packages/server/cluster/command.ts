import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './index.ts';

// npm run cluster: the cluster on loopback until Ctrl-C, then everything stops and its folder goes.

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-cluster-'));
await fs.chmod(dir, 0o755);
console.log(`Starting PostgreSQL, s3rver, 3 instances and nginx (logs in ${dir}) ...`);
const cluster = await startCluster({
  dir,
  seed: process.env.SEED !== 'false',
  metricsToken: process.env.METRICS_TOKEN,
});
console.log(`
The site:   ${cluster.origin}   (nginx, round robin over the instances)
Instances:  ${cluster.instances.map((i) => i.origin).join('  ')}
PostgreSQL: ${cluster.postgres.url}
Media:      ${cluster.env.S3_ENDPOINT}/${cluster.env.S3_BUCKET}
Ctrl-C stops everything.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping ...');
  await cluster.stop();
  await fs.rm(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
