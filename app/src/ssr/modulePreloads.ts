import type { StaticHandlerContext } from 'react-router-dom';

/** The part of Vite's build manifest (.vite/manifest.json) that says which chunk imports which. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/** A chunk and every chunk it imports statically, by manifest key. */
export function closure(manifest: BuildManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * What every page loads before its own chunks: the entry, and what the entry imports dynamically
 * (main.tsx's libraries and the app, each evaluated in a task of its own) with their imports.
 */
export function startChunks(manifest: BuildManifest): Set<string> {
  const start = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    closure(manifest, key, start);
    for (const imported of chunk.dynamicImports ?? []) closure(manifest, imported, start);
  }
  return start;
}

/** The module a route's page comes from (router.tsx's routeOf names it in the route's handle). */
function pageModule(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('module' in handle)) return undefined;
  return typeof handle.module === 'string' ? handle.module : undefined;
}

/**
 * <link rel="modulepreload"> for the chunks of the matched routes' pages, beyond what index.html
 * already hints (startChunks): the browser fetches them with the app instead of after it has run
 * (the client loads them before hydrating).
 */
export function modulePreloads(context: StaticHandlerContext, manifest?: BuildManifest): string {
  if (!manifest) return '';
  const start = startChunks(manifest);
  const chunks = new Set<string>();
  for (const { route } of context.matches) {
    const module = pageModule(route.handle);
    if (module) closure(manifest, `src/${module}.tsx`, chunks);
  }
  return [...chunks]
    .filter((key) => !start.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
    .join('');
}
