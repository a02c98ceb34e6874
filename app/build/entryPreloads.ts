import type { Plugin } from 'vite';
import { closure, startChunks } from '../src/ssr/modulePreloads.ts';
import { bundleManifest } from './bundleManifest.ts';

/**
 * <link rel="modulepreload"> in index.html for what the entry imports dynamically (main.tsx
 * loads the app's libraries one task at a time) and everything those chunks import: Vite hints
 * only the entry's static imports, and without these the browser would find each next chunk only
 * once the one before had run.
 */
export function entryPreloads(): Plugin {
  return {
    name: 'entry-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunks = bundleManifest(bundle, (fileName) => fileName === chunk.fileName);
        const hinted = closure(chunks, chunk.fileName);
        return [...startChunks(chunks)]
          .filter((file) => !hinted.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
