import { LinkProvider, PageLoading } from '@ic/ui';
import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { RouterLink } from './RouterLink';
import { externalSites, isReaderPath } from './siteLinks';
import { PageLive } from './PageLive';
import { MAIN_ID, SkipLink } from './SkipLink';

/**
 * The site around a page: skip link, header, the one <main> and footer, with the design
 * system's links going through the router. The reader view has no header or footer (spec 2).
 */
export function SiteChrome({ hidden = false }: { hidden?: boolean }) {
  const { pathname } = useLocation();
  const chrome = !isReaderPath(pathname);
  // Read once per mount: the build fixes them, and a test can set them before rendering.
  const sites = useMemo(() => externalSites(), []);
  return (
    <LinkProvider component={RouterLink}>
      <div hidden={hidden}>
        <SkipLink />
        {chrome && <AppHeader shopHref={sites.shop} />}
        <main id={MAIN_ID} tabIndex={-1}>
          {/* A page waiting for its words (useCatalogue) waits here, not the whole site: the
              shell suspended with no boundary is drawn again on every update until React gives
              up (its error 482, seen on a slow machine while the reader's words loaded). */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <PageLive />
          </Suspense>
        </main>
        {chrome && <AppFooter sites={sites} />}
      </div>
    </LinkProvider>
  );
}
