import { createContext, use, useEffect } from 'react';

/** What runs once the page is live (main.tsx: mark it and replay what the visitor did). */
export const PageLiveContext = createContext<() => void>(() => {});

/**
 * Rendered after the page, inside the boundary it waits in: its effect runs once the page
 * itself has been taken over, which on a drawn page comes after the site around it (React
 * hydrates a Suspense boundary's content in a later pass).
 */
export function PageLive() {
  const live = use(PageLiveContext);
  useEffect(live, [live]);
  return null;
}
