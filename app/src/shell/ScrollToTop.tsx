import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top (spec section 2); query changes (search, paging) keep the place. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
