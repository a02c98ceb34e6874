// End-to-end journeys in Debian's Chromium against the real server (see global-setup.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Two cores: one browser per core. The server (PGlite) serves both.
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One more try in CI, where two cores also run the server: a journey that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [
        ['list'],
        [
          'html',
          {
            open: 'never',
            outputFolder: `${process.env.E2E_OUTPUT_DIR ?? '../../test-results/e2e'}-report`,
          },
        ],
      ],
  // E2E_OUTPUT_DIR lets two runs on one checkout keep their traces apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/e2e',
  // The early-access journey moves the server's clock (POST /api/test/clock): it runs once every
  // other journey is done, so none of them sees the clock jump (a link or a reading day ending).
  // The editorial journey publishes a blog and posts a job: it runs once the journeys that count
  // what /news and /careers list are done, and before the clock moves. A dependency runs whole
  // whatever the filter: `npm run test:e2e -- --no-deps --project editorial` runs that one alone.
  projects: [
    { name: 'journeys', testIgnore: ['**/*.clock.spec.ts', '**/studio-editorial.spec.ts'] },
    { name: 'editorial', testMatch: '**/studio-editorial.spec.ts', dependencies: ['journeys'] },
    { name: 'clock', testMatch: '**/*.clock.spec.ts', dependencies: ['editorial'] },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
});
