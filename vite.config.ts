// The Vitest projects of the whole monorepo, and the Vite setup Storybook builds on.
// Inline projects extend this file (Vitest 5), so the React plugin is declared once, here.
// The app's own build (with its dev proxy) lives in app/vite.config.ts.
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { storySiteDefines } from './.storybook/sites.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium.ts';

const root = import.meta.dirname;

// Tests of pure functions share one worker: a fresh one per file costs ~0.5 s each.
const PURE_FUNCTIONS = { environment: 'node', isolate: false } as const;

// A factory, not a shared object: Vitest mutates `instances` per project.
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 1280, height: 800 } }],
});

export default defineConfig({
  // Lingui compiles the .po catalogues on import (lingui.config.ts); a missing Hindi text fails.
  plugins: [react(), lingui({ failOnMissing: true, failOnCompileError: true })],
  // Pre-bundled up front for every browser project, so a fresh run never stops to re-optimise
  // and reload the page mid-test ("Vite unexpectedly reloaded a test").
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'styled-components',
      'class-variance-authority',
      '@radix-ui/react-dialog',
      '@radix-ui/react-switch',
      '@radix-ui/react-tabs',
      '@radix-ui/react-toast',
      'vitest-browser-react',
      'zod',
      // @ic/art's seeded PRNG hashes with it; nested, as the root holds an older copy for pdfkit.
      '@ic/art > @noble/hashes/legacy.js',
      '@ic/art > @noble/hashes/utils.js',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'react-markdown',
    ],
  },
  test: {
    // One file per core at once. Vitest's default in a run leaves a core free (one file at a time
    // on CI's two cores), and the browser projects spend much of their time waiting on timers and
    // on Chromium's own processes.
    maxWorkers: '100%',
    projects: [
      {
        root,
        test: {
          name: 'domain',
          ...PURE_FUNCTIONS,
          include: ['packages/domain/src/**/*.test.ts'],
        },
      },
      {
        root,
        test: {
          name: 'art',
          ...PURE_FUNCTIONS,
          include: ['packages/art/src/**/*.test.ts'],
        },
      },
      {
        root,
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts'],
          globalSetup: ['packages/server/test/globalSetup.ts'],
          // What only PostgreSQL has (advisory locks between processes) runs in the PostgreSQL pass.
          exclude: process.env.DATABASE_URL ? [] : ['packages/server/test/**/*.postgres.test.ts'],
          // CI's two cores also run Chromium beside these: a fresh database can take its time.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        root,
        // Every ui story is composed in Hindi there (packages/ui/src/i18n/stories.hi.test.tsx).
        optimizeDeps: { include: ['@storybook/react-vite', 'storybook/test'] },
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.tsx'],
          browser: chromium(),
        },
      },
      {
        root,
        // Known up front, so a run of one file never stops to re-optimise and reload the page.
        optimizeDeps: {
          include: ['react-dom/client', 'react-router-dom', 'swr', 'vitest-browser-react'],
        },
        test: {
          name: 'app',
          include: ['app/src/**/*.test.{ts,tsx}'],
          browser: chromium(),
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      {
        root,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
          // A page story waits out the spec's real skeletons (and the home's splash), sometimes
          // twice, on a machine running the other projects beside it.
          testTimeout: 60_000,
          browser: chromium(),
        },
      },
      {
        root,
        // The Hindi page screenshots render the app's page stories as Storybook does: the example
        // sites on import.meta.env, and MSW's service worker answering their API.
        define: storySiteDefines,
        publicDir: path.join(root, '.storybook/public'),
        optimizeDeps: {
          include: ['react-dom/client', 'react-router-dom', 'swr', 'msw', 'msw/browser'],
        },
        test: {
          name: 'visual',
          include: ['test/visual/**/*.test.tsx'],
          // A whole Hindi page waits for its lazy chunk, settles, then is shot twice to compare.
          testTimeout: 60_000,
          browser: {
            ...chromium(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 40 },
              },
            },
          },
        },
      },
    ],
  },
});
