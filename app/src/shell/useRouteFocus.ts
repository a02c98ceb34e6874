import { useT } from '@ic/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from './SkipLink';

export type RouteAnnouncement = { message: string; navigation: number };

/**
 * Puts focus on the new page's heading (its h1, else the <main>), so the next Tab continues in
 * the page rather than after the link that was left behind, in the footer or the header.
 */
function focusNewPage() {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // ScrollToTop already placed the page; focusing must not scroll it back to a heading.
  target.focus({ preventScroll: true });
}

/**
 * After every client-side navigation (not the document's first load, which the browser itself
 * announces): focus moves into the new page and its title is announced. The page's own effects
 * run before this one, so `document.title` is already the new page's.
 */
export function useRouteFocus(): RouteAnnouncement {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const t = useT();
  const [announcement, setAnnouncement] = useState<RouteAnnouncement>({
    message: '',
    navigation: 0,
  });
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusNewPage();
    setAnnouncement(({ navigation }) => ({
      message: t('shell.announce.navigated', { title: document.title }),
      navigation: navigation + 1,
    }));
  }, [pathname, t]);
  return announcement;
}
