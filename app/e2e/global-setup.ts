import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startServer } from './server';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the app when its sources changed, then starts one server for every test file. */
export default async function globalSetup() {
  const build = spawnSync(process.execPath, ['scripts/build-app-if-needed.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the app failed');
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
