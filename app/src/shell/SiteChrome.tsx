import { LinkProvider } from '@ic/ui';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { RouterLink } from './RouterLink';
import { externalSites, isReaderPath } from './siteLinks';
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
          <Outlet />
        </main>
        {chrome && <AppFooter sites={sites} />}
      </div>
    </LinkProvider>
  );
}
