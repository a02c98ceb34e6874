import { LinkProvider } from '@ic/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { RouterLink } from './RouterLink';
import { externalSites, isReaderPath } from './siteLinks';
import { MAIN_ID, SkipLink } from './SkipLink';

const SITES = externalSites();

/**
 * The site around a page: skip link, header, the one <main> and footer, with the design
 * system's links going through the router. The reader view has no header or footer (spec 2).
 */
export function SiteChrome({ hidden = false }: { hidden?: boolean }) {
  const { pathname } = useLocation();
  const chrome = !isReaderPath(pathname);
  return (
    <LinkProvider component={RouterLink}>
      <div hidden={hidden}>
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
