import { LogoSplash, OfflineScreen, RouteAnnouncer } from '@ic/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useProgressMerge } from '../sections/reading/useProgressMerge';
import { ScrollToTop } from './ScrollToTop';
import { SiteChrome } from './SiteChrome';
import { useIdle } from './useIdle';
import { useOnlineStatus } from './useOnlineStatus';
import { useRouteFocus } from './useRouteFocus';

// The saved chapters (IndexedDB and their list) are not part of any first screen: their upkeep
// loads once the page is idle, the offline screen's library when the network goes. Should
// that code not arrive (offline, with no service worker yet), the plain offline screen shows.
const OfflineLibraryUpkeep = lazy(() =>
  import('../offline/useOfflineLibrary').then((module) => ({
    default: module.OfflineLibraryUpkeep,
  })),
);
const OfflineView = lazy(() =>
  import('./OfflineView').then(
    (module) => ({ default: module.OfflineView }),
    () => ({ default: () => <OfflineScreen /> }),
  ),
);

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
 * in survives a lost connection. Offline, a chapter saved on this device still opens.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const online = useOnlineStatus();
  const [splash, endSplash] = useFirstLoadSplash(pathname);
  const [readingSaved, setReadingSaved] = useState(false);
  const offline = !online && !readingSaved;
  const idle = useIdle();
  useProgressMerge();
  const announcement = useRouteFocus();

  return (
    <>
      <ScrollToTop />
      {idle && (
        <Suspense fallback={null}>
          <OfflineLibraryUpkeep />
        </Suspense>
      )}
      {!online && (
        <Suspense fallback={<OfflineScreen />}>
          <OfflineView onSavedChapter={setReadingSaved} />
        </Suspense>
      )}
      {online && splash && <LogoSplash onDone={endSplash} />}
      <SiteChrome hidden={offline || splash} />
      <RouteAnnouncer {...announcement} />
    </>
  );
}
