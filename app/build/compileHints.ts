import type { Plugin } from 'vite';
import { startChunks } from '../src/ssr/modulePreloads.ts';
import { bundleManifest } from './bundleManifest.ts';
import { COMPRESSED } from './compression.ts';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file up front. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks every page runs at start (the entry, main.tsx's libraries and the app, as
 * startChunks names them) for eager compilation: V8 then compiles them on a background thread
 * while they download, instead of compiling each function on the main thread the first time
 * hydration calls it. A page's own chunks and the lazy libraries stay lazily compiled.
 * The hint counts only at the very top of a file, so it goes in last, above the preload map
 * Vite puts there, and the compressed copies are made again.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = bundleManifest(bundle, (fileName) => {
          const file = bundle[fileName];
          return file?.type === 'chunk' && file.isEntry;
        });
        for (const fileName of startChunks(chunks)) {
          const file = bundle[fileName];
          if (file?.type !== 'chunk') continue;
          file.code = COMPILE_HINT + file.code;
          for (const [extension, compress] of Object.entries(COMPRESSED)) {
            const copy = bundle[fileName + extension];
            if (copy?.type === 'asset') copy.source = compress(file.code);
          }
        }
      },
    },
  };
}
