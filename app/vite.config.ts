import type { IncomingMessage } from 'node:http';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { compileHints } from './build/compileHints.ts';
import { BROTLI, GZIP } from './build/compression.ts';
import { entryPreloads } from './build/entryPreloads.ts';
import { fontHints } from './build/fontHints.ts';
import { noChunkCycles } from './build/noChunkCycles.ts';
import { productionRouter } from './build/productionRouter.ts';
import { styledComponentIds } from './build/styledComponentIds.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { tokens } from '@ic/ui/tokens';

// The app's own build. `npm run dev` proxies API calls to the server on :3000.
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const apiPaths = [
  '/api',
  '/character',
  '/comic',
  '/comicChap',
  '/blog',
  '/career',
  '/timeline',
  '/support',
  '/payment',
  '/team',
  '/media',
];

/** A browser navigating to a page (as the server's static plugin decides), not a script fetching data. */
function wantsPage(req: IncomingMessage): boolean {
  const dest = req.headers['sec-fetch-dest'];
  if (dest !== undefined) return dest === 'document';
  return (req.headers.accept ?? '').includes('text/html');
}

// Prefixes overlap pages (/comic → /comics, /comicChap/:id/chapters is both), so page
// navigations stay with Vite's SPA fallback and only data calls reach the server.
const proxy: ProxyOptions = {
  target: api,
  bypass: (req) => (wantsPage(req) ? req.url : undefined),
};

// The installable app (issue 12): the manifest, and a service worker built from Workbox's
// modules (injectManifest: it serves a reader's saved chapters from their own cache, which
// generateSW's options cannot express). The app registers it itself, after load (main.tsx).
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    name: 'IC Universe',
    short_name: 'IC Universe',
    description: 'Indian superheroes: comics to read anywhere, even offline.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tokens.color.primary,
    background_color: tokens.color.surfaceInverse,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The shell: every script, style, font and icon of the build (not the .br/.gz copies).
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // Hindi's catalogues and Devanagari font are not precached: an English reader downloads no
    // Hindi (issue 19); a Hindi reader's browser fetches them when the page asks.
    globIgnores: ['**/hi-*.js', '**/*devanagari*'],
  },
});

/**
 * The server's page renderer (src/ssr/entry-server.tsx, `vite build --ssr`): one self-contained
 * module in dist-server/ with React and every library inside, so a copy of the build (the e2e
 * runs serve one) needs no node_modules beside it.
 */
const serverRenderer = defineConfig({
  // Lingui compiles the catalogues here too: the server draws ?lang=hi pages in Hindi.
  plugins: [
    styledComponentIds(),
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
});

const browserApp = defineConfig({
  plugins: [
    noChunkCycles(),
    fontHints(import.meta.dirname),
    entryPreloads(),
    compileHints(),
    styledComponentIds(),
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    pwa,
    // .br and .gz beside each file, served as they are by the server (no compressing per request).
    compression({
      threshold: 1024,
      algorithms: [defineAlgorithm('gzip', GZIP), defineAlgorithm('brotliCompress', BROTLI)],
    }),
  ],
  server: { proxy: Object.fromEntries(apiPaths.map((p) => [p, proxy])) },
  // The manifest tells `npm run bench:web` which files each route loads first.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Fonts stay files: the rupee faces (1–3 KB, packages/ui/src/theme/rupee) would be inlined
    // into the stylesheet every page's head carries, though only a page with a price uses one.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the schemas in their own chunk: only pages with a form download them, not
          // every page that shares a constant with a schema module. The response contracts are
          // imported as types only; should a value slip in, it lands here, not in the entry.
          groups: [
            {
              name: 'validation',
              // Every domain module that builds zod at load time belongs here (access/schemas.ts
              // too): left in a chunk of its own it would import this one while this one imports
              // it, and whichever ran first would call zod before zod was defined.
              test: /node_modules\/zod\/|packages\/domain\/src\/((schemas|contracts)\/|.*\/schemas\.ts$)/,
              // Only those modules: the messages and constants they use stay with everyone else.
              includeDependenciesRecursively: false,
            },
            {
              // The domain's constants, which the schemas read: in a chunk of their own, the
              // validation chunk never imports a page's chunk. When only one page shared a
              // constant with a schema, the bundler put it in that page's chunk, a cycle that left
              // SUPPORT_TYPES undefined while zod read it and Support Us failed to load.
              name: 'constants',
              test: /packages\/domain\/src\/constants\//,
              includeDependenciesRecursively: false,
            },
            {
              // react-hook-form, its resolver and our schema form: only pages with a form that
              // validates as you go load them; the newsletter box on home does not need them.
              name: 'forms',
              test: /node_modules\/(react-hook-form|@hookform)\/|packages\/ui\/src\/SchemaForm\//,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild, command }) => {
  const config = isSsrBuild ? serverRenderer : browserApp;
  // Built, both run React Router's production build; `npm run dev` keeps its warnings.
  return command === 'build' ? { ...config, resolve: { alias: productionRouter } } : config;
});
