import { Badge, PromoBar, SiteHeader } from '@ic/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePremiumStatus } from '../api/membership';
import { paths } from '../paths';
import { useSession } from '../session';
import { headerLinks } from './siteLinks';

/** Beside the greeting of a premium member. */
export const PREMIUM_BADGE = 'Ultimate member';

/** Spec section 2's header: the shop promo, the links, the greeting and the search box (characters and comics). */
export function AppHeader({ shopHref }: { shopHref: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const searchQuery = pathname === paths.search.path ? (params.get('q') ?? undefined) : undefined;
  const navigate = useNavigate();
  const { user, signedIn } = useSession();
  // The premium indicator follows the verify call, which every payment refreshes.
  const { isPremium } = usePremiumStatus(signedIn);
  const links = useMemo(() => headerLinks(shopHref), [shopHref]);
  return (
    <SiteHeader
      links={links}
      currentPath={pathname}
      homeHref={paths.home.href()}
      loginHref={paths.login.href()}
      dashboardHref={paths.dashboard.href()}
      user={user}
      greetingBadge={isPremium ? <Badge tone="secondary">{PREMIUM_BADGE}</Badge> : undefined}
      onSearch={(query) => navigate(paths.search.href(query))}
      searchQuery={searchQuery}
      promo={<PromoBar shopHref={shopHref} />}
    />
  );
}
