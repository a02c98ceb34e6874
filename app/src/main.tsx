import '@ic/ui/fonts';
import { nextTask } from './nextTask';

/**
 * The entry. Evaluating React's DOM renderer, the router and styled-components together with the
 * app is one task of ~210 ms on a phone (4× CPU), which blocks the page that long: each library
 * is evaluated in a task of its own, then the app (boot.tsx). Their code downloads at once, with
 * the entry (index.html's hints, app/build/entryPreloads.ts), not one after another. Each step
 * names an export it is loaded for: importing a whole package would keep all of its exports,
 * as the bundler could not tell which the app uses.
 */
const STEPS = [
  () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () => import('react-router-dom').then(({ RouterProvider }) => RouterProvider),
  () => import('styled-components').then(({ default: styled }) => styled),
  () => import('./boot'),
];

async function start() {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
}

void start();
