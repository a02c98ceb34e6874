import { MESSAGES } from '@ic/domain';
import { usePageMeta } from '../pages/usePageMeta';

/**
 * What a route shows when it cannot render, typically a page's chunk that failed to download
 * (a new deploy, a lost connection). A full reload fetches the current chunks again.
 */
export function RouteError() {
  usePageMeta(MESSAGES.genericError, 'This page could not be shown.');
  return (
    <main role="alert">
      <h1>{MESSAGES.genericError}</h1>
      <p>
        <a href={window.location.href}>Reload the page</a>
      </p>
    </main>
  );
}
