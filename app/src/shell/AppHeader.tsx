import { PromoBar, SiteHeader } from '@ic/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session';
import { headerLinks } from './siteLinks';

/** The characters search for a query, e.g. /characters?q=storm (the characters page reads q). */
export function characterSearchPath(query: string): string {
  return `/characters?${new URLSearchParams({ q: query })}`;
}

/** Spec section 2's header: the shop promo, the links, the greeting and the search box. */
export function AppHeader({ shopHref }: { shopHref: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const links = useMemo(() => headerLinks(shopHref), [shopHref]);
  return (
    <SiteHeader
      links={links}
      currentPath={pathname}
      user={user}
      onSearch={(query) => navigate(characterSearchPath(query))}
      promo={<PromoBar shopHref={shopHref} />}
    />
  );
}
