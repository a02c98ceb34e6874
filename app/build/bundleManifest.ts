import type { Rolldown } from 'vite';
import type { BuildManifest } from '../src/ssr/modulePreloads.ts';

/** The bundle's chunks as the build manifest says them, keyed by file name. */
export function bundleManifest(
  bundle: Rolldown.OutputBundle,
  isEntry: (fileName: string) => boolean,
): BuildManifest {
  const chunks: BuildManifest = {};
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    const { fileName, imports, dynamicImports } = file;
    chunks[fileName] = { file: fileName, imports, dynamicImports, isEntry: isEntry(fileName) };
  }
  return chunks;
}
