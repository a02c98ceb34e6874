import { SiteFooter, useT } from '@ic/ui';
import { useLocation } from 'react-router-dom';
import { AppLanguageSwitch } from '../language/AppLanguageSwitch';
import { paths } from '../paths';
import {
  FOOTER_LEGAL_LINKS,
  FOOTER_PAGE_LINKS,
  translatedLinks,
  type ExternalSites,
} from './siteLinks';

/** Spec section 2's footer: page, social and sister-site links, Join Ultimate, legal links. */
export function AppFooter({ sites }: { sites: ExternalSites }) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <SiteFooter
      pageLinks={translatedLinks(FOOTER_PAGE_LINKS, t)}
      socialLinks={sites.social}
      foundationHref={sites.foundation}
      researchHref={sites.research}
      legalLinks={translatedLinks(FOOTER_LEGAL_LINKS, t)}
      ultimateHref={paths.ultimate.href()}
      internshipHref={paths.careers.href()}
      homeHref={paths.home.href()}
      currentPath={pathname}
      languageSwitch={<AppLanguageSwitch size="sm" />}
    />
  );
}
