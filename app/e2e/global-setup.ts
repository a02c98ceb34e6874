import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPartnerSites } from './partner-site';
import { startServer } from './server';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The external sites the journeys' build links to (hosts nobody answers on; no journey follows
 * them): the header's Shop, the footer's social and sister-site links, the merch and foundation
 * sections and the careers mail all show, as on a configured deployment. Their absence without these
 * settings is covered by the app's unit tests (RootLayout.test.tsx) and the stories.
 */
export const E2E_SITES = {
  VITE_SHOP_URL: 'https://shop.example.com',
  VITE_FOUNDATION_URL: 'https://foundation.example.com',
  VITE_RESEARCH_URL: 'https://research.example.com',
  VITE_X_URL: 'https://x.example.com/icuniverse',
  VITE_YOUTUBE_URL: 'https://youtube.example.com/icuniverse',
  VITE_FACEBOOK_URL: 'https://facebook.example.com/icuniverse',
  VITE_INSTAGRAM_URL: 'https://instagram.example.com/icuniverse',
  VITE_LINKEDIN_URL: 'https://linkedin.example.com/icuniverse',
  VITE_CAREERS_EMAIL: 'careers@example.com',
};

/**
 * Builds the app when its sources changed and serves this run's own copy of it from one server
 * for every test file, so a rebuild for another run on the same checkout cannot change it.
 */
export default async function globalSetup() {
  const appDir = await mkdtemp(path.join(tmpdir(), 'ic-e2e-app-'));
  const build = spawnSync(
    process.execPath,
    ['scripts/build-app-if-needed.mjs', '--snapshot', appDir],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...E2E_SITES } },
  );
  if (build.status !== 0) throw new Error('Building the app failed');
  // The cross-origin journey's partner site is listed; its stranger twin is not.
  const sites = await startPartnerSites();
  // The test clock (POST /api/test/clock) lets the early-access journey reach a release day;
  // the test import (POST /api/test/import) lets the world journey publish a chapter.
  const server = await startServer(appDir, {
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
    await rm(appDir, { recursive: true, force: true });
  };
}
