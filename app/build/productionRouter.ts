import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

// React Router 7's package exports name only its development build (remix-run/react-router#12532,
// #14102): dev warnings and checks, evaluated on every page start. Its production build sits
// beside it in dist/production; both builds of the app (browser and server) resolve to that.
const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export const productionRouter: Alias[] = [
  { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
];
