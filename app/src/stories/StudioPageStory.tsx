import { ToastProvider } from '@ic/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { studioRoute } from '../router';
import { SessionProvider } from '../session';

export type StudioPageStoryProps = {
  /** The studio address the story opens at, e.g. `/studio/staff`. */
  url: string;
};

/**
 * A studio screen as staff see it: the real studio route (its shell, lazily loaded like the
 * site) with the app's providers; the API is the story's MSW handlers, the SWR cache new each time.
 */
export function StudioPageStory({ url }: StudioPageStoryProps) {
  const [router] = useState(() => {
    const { pathname, search } = new URL(url, 'http://story.local');
    const login = { path: '/login', element: <h1>Log In</h1> };
    return createMemoryRouter([studioRoute, login], { initialEntries: [{ pathname, search }] });
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
