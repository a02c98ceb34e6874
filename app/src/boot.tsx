// The app itself, once main.tsx has loaded the libraries it is built on.
import { adoptServedStyles, prepareLanguage } from '@ic/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { replayEarlyInput, takeEarlyInput } from './earlyInput';
import { startCrossWindowMessaging } from './messaging';
import { registerServiceWorkerAfterLoad } from './offline/registerServiceWorker';
import { AppProviders } from './providers';
import { PageLive, PageLiveContext } from './shell/PageLive';
import { createAppRouter, createHydratingRouter } from './router';
import { nextTask } from './nextTask';
import { readServedPage, type ServedPage } from './ssr/servedData';

startCrossWindowMessaging();
registerServiceWorkerAfterLoad();

/**
 * A page the server rendered (src/ssr) is taken over as it is, drawn from the same data and in
 * the same language, its catalogues loaded first. The app's modules, the router and hydration
 * each run in a task of their own.
 */
async function hydrate(root: HTMLElement, served: ServedPage) {
  await nextTask();
  const loaded = await Promise.all([
    createHydratingRouter(served.router),
    prepareLanguage(served.language, served.areas),
  ]).catch(() => undefined);
  if (!loaded) {
    // The page's code did not download: the drawn page would stay dead. Drawn here instead,
    // the router's error screen says so and offers Try again.
    renderHere(root);
    return;
  }
  const [router, language] = loaded;
  await nextTask();
  adoptServedStyles();
  const early = takeEarlyInput();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <PageLiveContext
          value={() => {
            markLive();
            replayEarlyInput(early);
          }}
        >
          <AppProviders served={served.swr} language={language} globalStyleServed>
            <RouterProvider router={router} />
          </AppProviders>
        </PageLiveContext>
      </StrictMode>,
      {
        // React's production message names no cause: say what failed, for the console and e2e.
        onRecoverableError: (error) =>
          console.error('Hydration failed, React drew the page again:', error),
      },
    );
  });
}

/** `<html data-live>` once React has the page: journeys and benches wait for it to act. */
const markLive = () => document.documentElement.setAttribute('data-live', '');

/** Any other page (signed in, the dev server) is drawn here from the start. */
function renderHere(root: HTMLElement) {
  // Nothing was drawn to act on: keeping input ends here.
  takeEarlyInput();
  const router = createAppRouter();
  // A transition: React renders the first screen in slices and keeps the main thread free
  // for input, instead of one long task while the page starts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <PageLiveContext value={markLive}>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
          {/* Pages outside the site's chrome (the studio) are live once React has drawn. */}
          <PageLive />
        </PageLiveContext>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
const served = readServedPage();
if (root && served) void hydrate(root, served);
else if (root) renderHere(root);
