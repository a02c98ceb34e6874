import { MESSAGES } from '@ic/domain';
import { NetworkError, useMessage, useT } from '@ic/ui';
import { useRouteError } from 'react-router-dom';
import { usePageMeta } from '../pages/usePageMeta';
import { isNetworkFailure } from './networkFailure';

type RouteErrorProps = {
  /** Fetches the page again; a full reload, so every chunk is asked for anew. */
  reload?: () => void;
};

const reloadPage = () => window.location.reload();

/**
 * What a route shows when it cannot render. It replaces the root layout, so it holds the one
 * <main>. A network failure (typically a page's chunk that did not download after a new deploy or
 * a lost connection) gets the 'Whooops!' screen with a retry; anything else the generic message.
 */
export function RouteError({ reload = reloadPage }: RouteErrorProps) {
  const error = useRouteError();
  return isNetworkFailure(error) ? <NetworkFailure reload={reload} /> : <GenericFailure />;
}

function NetworkFailure({ reload }: Required<RouteErrorProps>) {
  const t = useT();
  usePageMeta(t('shell.network.title'), t('shell.network.description'));
  return (
    <main>
      <NetworkError onRetry={reload} />
    </main>
  );
}

function GenericFailure() {
  const t = useT();
  const title = useMessage()(MESSAGES.genericError, 'errors.genericError');
  usePageMeta(title, t('shell.error.description'));
  return (
    <main role="alert">
      <h1>{title}</h1>
      <p>
        <a href={window.location.href}>{t('shell.error.reload')}</a>
      </p>
    </main>
  );
}
