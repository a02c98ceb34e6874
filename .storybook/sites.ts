import { EXAMPLE_SITES } from '../test/exampleSites.ts';

/** Vite `define` entries that put the example sites on import.meta.env for the page stories. */
export const storySiteDefines = Object.fromEntries(
  Object.entries(EXAMPLE_SITES).map(([name, value]) => [
    `import.meta.env.${name}`,
    JSON.stringify(value),
  ]),
);
