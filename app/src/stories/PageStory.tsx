import { ToastProvider } from '@ic/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { pageRoutes } from '../router';
import { SessionProvider } from '../session';
import { SiteChrome } from '../shell/SiteChrome';

export type PageStoryProps = {
  /** The address the page opens at, e.g. `/characters?q=storm`. */
  url: string;
  /** Navigation state the page is opened with (the biography's and apply page's id). */
  state?: unknown;
};

/**
 * A whole screen as visitors see it: the real route (lazily loaded like the site) inside the
 * header and footer, with the app's providers. The network is whatever the story's MSW
 * handlers answer; the SWR cache is new for every story.
 */
export function PageStory({ url, state }: PageStoryProps) {
  const [router] = useState(() => {
    const { pathname, search } = new URL(url, 'http://story.local');
    // The frame appears with the page, not before it: a story's play starts on the finished screen.
    const pages = pageRoutes.map(({ HydrateFallback: _pageLoading, ...route }) => route);
    const routes = [
      { path: '/', Component: SiteChrome, HydrateFallback: () => null, children: pages },
    ];
    return createMemoryRouter(routes, {
      initialEntries: [{ pathname, search, state }],
    });
  });
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </SWRConfig>
  );
}
