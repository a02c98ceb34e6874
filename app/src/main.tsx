import '@ic/ui/fonts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startCrossWindowMessaging } from './messaging';
import { registerServiceWorkerAfterLoad } from './offline/registerServiceWorker';
import { AppProviders } from './providers';
import { createAppRouter, createHydratingRouter } from './router';
import { readServedPage, type ServedPage } from './ssr/servedData';

startCrossWindowMessaging();
registerServiceWorkerAfterLoad();

/** A page the server rendered (src/ssr) is taken over as it is, drawn from the same data. */
async function hydrate(root: HTMLElement, served: ServedPage) {
  let router: Awaited<ReturnType<typeof createHydratingRouter>>;
  try {
    router = await createHydratingRouter(served.router);
  } catch {
    // The page's code did not download: the drawn page would stay dead. Drawn here instead,
    // the router's error screen says so and offers Try again.
    renderHere(root);
    return;
  }
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders served={served.swr}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      {
        // React's production message names no cause: say what failed, for the console and e2e.
        onRecoverableError: (error) =>
          console.error('Hydration failed, React drew the page again:', error),
      },
    );
  });
}

/** Any other page (signed in, the dev server) is drawn here from the start. */
function renderHere(root: HTMLElement) {
  const router = createAppRouter();
  // A transition: React renders the first screen in slices and keeps the main thread free
  // for input, instead of one long task while the page starts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
const served = readServedPage();
if (root && served) void hydrate(root, served);
else if (root) renderHere(root);
