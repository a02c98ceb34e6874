import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPartnerSites } from './partner-site';
import { EXAMPLE_SITES } from '../../test/exampleSites.ts';
import { startServer } from './server';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the app (linking the example sites, as a configured deployment does) when its sources
 * changed and serves this run's own copy of it from one server for every test file, so a rebuild
 * for another run on the same checkout cannot change it.
 */
export default async function globalSetup() {
  const snapshot = await mkdtemp(path.join(tmpdir(), 'ic-e2e-app-'));
  const build = spawnSync(
    process.execPath,
    ['scripts/build-app-if-needed.mjs', '--snapshot', snapshot],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...EXAMPLE_SITES } },
  );
  if (build.status !== 0) throw new Error('Building the app failed');
  // The cross-origin journey's partner site is listed; its stranger twin is not.
  const sites = await startPartnerSites();
  // The test clock (POST /api/test/clock) lets the early-access journey reach a release day;
  // the test import (POST /api/test/import) lets the world journey publish a chapter.
  // The server finds the page renderer beside the app, in dist-server.
  const server = await startServer(path.join(snapshot, 'dist'), {
    TEST_CLOCK: 'true',
    TEST_IMPORT: 'true',
    CORS_ORIGINS: sites.partner,
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_PARTNER_URL = sites.partner;
  process.env.E2E_STRANGER_URL = sites.stranger;
  return async () => {
    await server.stop();
    await sites.stop();
    await rm(snapshot, { recursive: true, force: true });
  };
}
