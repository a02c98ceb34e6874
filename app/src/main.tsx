import '@ic/ui/fonts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startCrossWindowMessaging } from './messaging';
import { registerServiceWorkerAfterLoad } from './offline/registerServiceWorker';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

startCrossWindowMessaging();
registerServiceWorkerAfterLoad();
const router = createAppRouter();

const root = document.getElementById('root');
if (root) {
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
