import { Badge, PromoBar, SiteHeader } from '@ic/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePremiumStatus } from '../api/membership';
import { useSession } from '../session';
import { headerLinks } from './siteLinks';

/** The characters search for a query, e.g. /characters?q=storm (the characters page reads q). */
export function characterSearchPath(query: string): string {
  return `/characters?${new URLSearchParams({ q: query })}`;
}

/** Beside the greeting of a premium member. */
export const PREMIUM_BADGE = 'Ultimate member';

/** Spec section 2's header: the shop promo, the links, the greeting and the search box. */
export function AppHeader({ shopHref }: { shopHref: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, signedIn } = useSession();
  // The premium indicator follows the verify call, which every payment refreshes.
  const { isPremium } = usePremiumStatus(signedIn);
  const links = useMemo(() => headerLinks(shopHref), [shopHref]);
  return (
    <SiteHeader
      links={links}
      currentPath={pathname}
      user={user}
      greetingBadge={isPremium ? <Badge tone="secondary">{PREMIUM_BADGE}</Badge> : undefined}
      onSearch={(query) => navigate(characterSearchPath(query))}
      promo={<PromoBar shopHref={shopHref} />}
    />
  );
}
