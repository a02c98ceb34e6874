import { SiteFooter } from '@ic/ui';
import { useLocation } from 'react-router-dom';
import { paths } from '../paths';
import { FOOTER_LEGAL_LINKS, FOOTER_PAGE_LINKS, type ExternalSites } from './siteLinks';

/** Spec section 2's footer: page, social and sister-site links, Join Ultimate, legal links. */
export function AppFooter({ sites }: { sites: ExternalSites }) {
  const { pathname } = useLocation();
  return (
    <SiteFooter
      pageLinks={FOOTER_PAGE_LINKS}
      socialLinks={sites.social}
      foundationHref={sites.foundation}
      researchHref={sites.research}
      legalLinks={FOOTER_LEGAL_LINKS}
      ultimateHref={paths.ultimate.href()}
      internshipHref={paths.careers.href()}
      homeHref={paths.home.href()}
      currentPath={pathname}
    />
  );
}
