import { Badge, PromoBar, SiteHeader, useT } from '@ic/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePremiumStatus } from '../api/membership';
import { paths } from '../paths';
import { AppLanguageSwitch } from '../language/AppLanguageSwitch';
import { useSession } from '../session';
import { headerLinks, translatedLinks } from './siteLinks';

/**
 * Spec section 2's header: the shop promo, the links, the greeting and the search box (characters
 * and comics). Without a shop address there is neither the Shop link nor the promo for its code.
 */
export function AppHeader({ shopHref }: { shopHref?: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const searchQuery = pathname === paths.search.path ? (params.get('q') ?? undefined) : undefined;
  const navigate = useNavigate();
  const { user, signedIn } = useSession();
  // The premium indicator follows the verify call, which every payment refreshes.
  const { isPremium } = usePremiumStatus(signedIn);
  const t = useT();
  const links = useMemo(() => translatedLinks(headerLinks(shopHref), t), [shopHref, t]);
  return (
    <SiteHeader
      links={links}
      currentPath={pathname}
      homeHref={paths.home.href()}
      loginHref={paths.login.href()}
      dashboardHref={paths.dashboard.href()}
      user={user}
      greetingBadge={
        isPremium ? <Badge tone="secondary">{t('shell.header.premiumBadge')}</Badge> : undefined
      }
      onSearch={(query) => navigate(paths.search.href(query))}
      searchQuery={searchQuery}
      promo={shopHref && <PromoBar shopHref={shopHref} />}
      languageSwitch={<AppLanguageSwitch size="sm" />}
    />
  );
}
