import { LogoSplash, RouteAnnouncer } from '@ic/ui';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAddressLanguage } from '../language/useAddressLanguage';
import { useOfflineLibrary } from '../offline/useOfflineLibrary';
import { useProgressMerge } from '../sections/reading/useProgressMerge';
import { OfflineView, useSavedChapterOpen } from './OfflineView';
import { ScrollToTop } from './ScrollToTop';
import { SiteChrome } from './SiteChrome';
import { useOnlineStatus } from './useOnlineStatus';
import { useRouteFocus } from './useRouteFocus';

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
  const readingSaved = useSavedChapterOpen();
  const offline = !online && !readingSaved;
  useProgressMerge();
  useAddressLanguage();
  useOfflineLibrary();
  const announcement = useRouteFocus();

  return (
    <>
      <ScrollToTop />
      {offline && <OfflineView />}
      {online && splash && <LogoSplash onDone={endSplash} />}
      <SiteChrome hidden={offline || splash} />
      <RouteAnnouncer {...announcement} />
    </>
  );
}
