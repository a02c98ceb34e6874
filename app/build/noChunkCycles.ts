import type { Plugin } from 'vite';

/**
 * Fails the build when chunks import each other in a cycle. Code-splitting groups that leave a
 * module's dependencies behind can make one: then whichever chunk loads first runs code of the
 * other before it is defined ("x is not a constructor" on a page that worked in development).
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') imports.set(file.fileName, file.imports);
      }
      const done = new Set<string>();
      const visit = (name: string, path: string[]) => {
        const seen = path.indexOf(name);
        if (seen !== -1)
          this.error(`chunks import each other: ${[...path.slice(seen), name].join(' → ')}`);
        if (done.has(name)) return;
        for (const next of imports.get(name) ?? []) visit(next, [...path, name]);
        done.add(name);
      };
      for (const name of imports.keys()) visit(name, []);
    },
  };
}
