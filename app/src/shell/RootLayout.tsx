import { LinkProvider, LogoSplash, OfflineScreen } from '@ic/ui';
import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { RouterLink } from './RouterLink';
import { ScrollToTop } from './ScrollToTop';
import { externalSites, isReaderPath } from './siteLinks';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useOnlineStatus } from './useOnlineStatus';

const SITES = externalSites();

/**
 * The logo splash of spec section 2: only when the document itself opens at / (a reload or a
 * fresh navigation). The layout mounts once per document, so a client-side return to / skips it.
 */
function useFirstLoadSplash(pathname: string) {
  const [splash, setSplash] = useState(() => pathname === '/');
  const end = useCallback(() => setSplash(false), []);
  return [splash, end] as const;
}

/**
 * Wraps every route (spec section 2). The site stays mounted under the splash and the offline
 * screen, only hidden: the first page's data loads during the splash, and a form being filled
 * in survives a lost connection.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const online = useOnlineStatus();
  const [splash, endSplash] = useFirstLoadSplash(pathname);
  const chrome = !isReaderPath(pathname);

  return (
    <LinkProvider component={RouterLink}>
      <ScrollToTop />
      {!online && <OfflineScreen />}
      {online && splash && <LogoSplash onDone={endSplash} />}
      <div hidden={!online || splash}>
        <SkipLink />
        {chrome && <AppHeader shopHref={SITES.shop} />}
        <main id={MAIN_ID} tabIndex={-1}>
          <Outlet />
        </main>
        {chrome && <AppFooter sites={SITES} />}
      </div>
    </LinkProvider>
  );
}
