import type { StaticHandlerContext } from 'react-router-dom';

/** The part of Vite's build manifest (.vite/manifest.json) that says which chunk imports which. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** A chunk and every chunk it imports statically, by manifest key. */
function closure(manifest: BuildManifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The module a route's page comes from (router.tsx's routeOf names it in the route's handle). */
function pageModule(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('module' in handle)) return undefined;
  return typeof handle.module === 'string' ? handle.module : undefined;
}

/**
 * <link rel="modulepreload"> for the chunks of the matched routes' pages, beyond what the entry
 * script already brings: the browser fetches them with the entry instead of after it has run
 * (the client loads them before hydrating).
 */
export function modulePreloads(context: StaticHandlerContext, manifest?: BuildManifest): string {
  if (!manifest) return '';
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) closure(manifest, key, entry);
  }
  const chunks = new Set<string>();
  for (const { route } of context.matches) {
    const module = pageModule(route.handle);
    if (module) closure(manifest, `src/${module}.tsx`, chunks);
  }
  return [...chunks]
    .filter((key) => !entry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
    .join('');
}
