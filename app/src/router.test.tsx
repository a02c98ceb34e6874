import { TIMINGS } from '@ic/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen } from 'vitest/browser';
import {
  RouterProvider,
  createMemoryRouter,
  matchRoutes,
  type RouteObject,
} from 'react-router-dom';
import { pageTitle } from './pages/usePageMeta';
import { paths, ROUTE_NAMES, studioPaths, type Route, type RouteName } from './paths';
import { appRoutes, pageRoutes, routesFor } from './router';
import { RootLayout } from './shell/RootLayout';
import { RouteError } from './shell/RouteError';
import { TestProviders as Providers } from './test/providers';

async function visit(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await render(<RouterProvider router={router} />, { wrapper: Providers });
  return router;
}

// A first visit to / waits out the logo splash (spec section 2) before the page shows.
async function heading() {
  const h1 = screen.getByRole('heading', { level: 1 });
  await expect.element(h1, { timeout: TIMINGS.splashMs + 1000 }).toBeVisible();
  return h1.element().textContent;
}

/** A page's chunk loads on its first visit: on CI's busy cores that can outlast waitFor's 1 s. */
const CHUNK_LOAD = { timeout: 10_000 };

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

// What a signed-out visitor with no API answering sees instead of a route's own page.
const SHOWN_INSTEAD: Partial<Record<RouteName, RouteName>> = {
  // Signed-in screens: a signed-out visitor lands on the login page (RequireSession).
  // Feedback and error reports are open to everyone (they ask a signed-out visitor for an email).
  dashboard: 'login',
  myAccount: 'login',
  createAvatar: 'login',
  cart: 'login',
  orderComplete: 'login',
  // No chapter chosen: the reader shows the chapter list.
  reader: 'chapters',
};

// Where a route with parameters (or a query the spec names) is visited.
const ADDRESSES: Partial<Record<RouteName, string[]>> = {
  resetPasswordLink: [paths.resetPasswordLink.href('a1b2', 'TOKEN-xyz')],
  signup: [paths.signup.href(), '/signup?step=2'],
  newsArticle: [paths.newsArticle.href('65f0c0ffee0000000000abcd')],
  chapters: [paths.chapters.href('k1')],
  reader: [paths.reader.href('k1')],
};

// No API answers here: the unknown blog's and comic's pages say so.
const HEADINGS: Partial<Record<RouteName, string>> = {
  newsArticle: 'Story not found',
  comic: 'Comic not found',
};

// Every route of spec section 2, in each of its spellings, with the heading it shows.
const SPEC_ROUTES: (readonly [address: string, heading: string])[] = ROUTE_NAMES.flatMap((name) => {
  const { path, spellings = [] }: Route = paths[name];
  const heading = HEADINGS[name] ?? paths[SHOWN_INSTEAD[name] ?? name].title;
  return (ADDRESSES[name] ?? [path, ...spellings]).map((address) => [address, heading] as const);
});

describe('every route of spec section 2', () => {
  it.each(SPEC_ROUTES)('%s shows %s, also as the document title', async (path, expected) => {
    await visit(path);
    // A page that loads first shows its own title in a placeholder, then what it found.
    await vi.waitFor(async () => expect(await heading()).toBe(expected), {
      timeout: TIMINGS.splashMs + 3000,
    });
    await vi.waitFor(() => expect(document.title).toBe(pageTitle(expected)));
  });

  it("visits every route, the spec's two spellings of /feedback and /dashboard included", () => {
    const visited = SPEC_ROUTES.map(([address]) => address);
    expect(visited).toEqual(
      expect.arrayContaining(['/Feedback', '/feedback', '/Dashboard', '/dashboard']),
    );
    for (const name of ROUTE_NAMES) {
      expect(
        visited.some(
          (address) => matchRoutes(appRoutes, address)?.at(-1)?.route.path === paths[name].path,
        ),
        name,
      ).toBe(true);
    }
  });

  it('loads every page lazily (its own chunk), with no page component in the main bundle', () => {
    const eager = (route: RouteObject): boolean =>
      Boolean(route.Component ?? route.element) || !route.lazy;
    expect(pageRoutes.filter(eager)).toEqual([]);
  });
});

describe('matching', () => {
  it.each([
    ['/FEEDBACK', 'feedback'],
    ['/DashBoard', 'dashboard'],
    ['/reset-PASSWORD', 'resetPassword'],
    ['/ABOUTus', 'about'],
    ['/comicchap/k1/CHAPTERS/pdfview', 'reader'],
  ] as const)('is case-insensitive: %s is the %s route', (path, name) => {
    const matched = matchRoutes(appRoutes, path)?.at(-1)?.route.path;
    expect(matched).toBe(paths[name].path);
  });

  it('keeps the case of parameters (reset tokens are case-sensitive)', () => {
    const match = matchRoutes(appRoutes, '/Reset-Password/Ab12/XyZ-Token')?.at(-1);
    expect(match?.params).toEqual({ id: 'Ab12', token: 'XyZ-Token' });
  });
});

describe("a drawn page's router", () => {
  const addresses = [
    ...SPEC_ROUTES.map(([address]) => address),
    '/FEEDBACK',
    '/comicchap/k1/CHAPTERS/pdfview',
    '/no-such-page',
    '/characters/biography/extra',
  ];

  it.each(addresses)('%s: starts with a few routes, the one it matches among them', (address) => {
    const { routes } = routesFor(new URL(address, 'https://site.test').pathname);
    const matched = (tree: RouteObject[]) => matchRoutes(tree, address)?.at(-1)?.route.id;
    expect(matched(routes)).toBe(matched(appRoutes));
    expect(routes[0]?.children?.length).toBeLessThan(6);
  });

  it('goes home from any page first (/ alone would match the layout without a page)', async () => {
    const { routes, patchRoutesOnNavigation } = routesFor('/login');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/login'],
      patchRoutesOnNavigation,
    });
    await router.navigate(paths.home.href());
    expect(router.state.matches.at(-1)?.route.id).toBe('home');
    router.dispose();
  });

  it('is given every other route on its first navigation elsewhere', async () => {
    const { routes, patchRoutesOnNavigation } = routesFor('/characters');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/characters'],
      patchRoutesOnNavigation,
    });
    const shown = () => router.state.matches.at(-1)?.route;
    await router.navigate(paths.news.href());
    expect(shown()?.id).toBe('news');
    await router.navigate(paths.newsArticle.href('65f0c0ffee0000000000abcd'));
    expect(shown()?.id).toBe('newsArticle');
    await router.navigate(studioPaths.studioComics.href());
    expect(shown()?.path).toBe(studioPaths.studioComics.path);
    await router.navigate('/no-such-page');
    expect(shown()?.id).toBe('notFound');
    await router.navigate(paths.home.href());
    expect(shown()?.id).toBe('home');
    router.dispose();
  });
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/characters/biography/extra', '/comicChap/k1'])(
    "%s shows 'Page Not Found!' with a link home",
    async (path) => {
      const router = await visit(path);
      expect(await heading()).toBe('Page Not Found!');
      await screen.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
      const home = screen.getByRole('heading', { level: 1, name: 'IC Universe', exact: true });
      await expect.element(home).toBeVisible();
    },
  );
});

describe('page meta and scrolling', () => {
  afterEach(() => {
    document.body.style.minHeight = '';
  });

  it('each page sets its title and meta description', async () => {
    const router = await visit('/careers');
    await heading();
    await vi.waitFor(() => expect(document.title).toBe('Careers | IC Universe'), CHUNK_LOAD);
    expect(description()).toMatch(/open jobs/);
    await router.navigate('/');
    await vi.waitFor(() => expect(document.title).toBe('IC Universe'), CHUNK_LOAD);
    expect(description()).toMatch(/Indian superheroes/);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('a navigation to another page starts at the top; a query change keeps the place', async () => {
    document.body.style.minHeight = '5000px';
    const router = await visit('/characters');
    await heading();
    window.scrollTo(0, 1200);
    await router.navigate('/characters?page=2');
    expect(window.scrollY).toBe(1200);
    await router.navigate('/comics');
    await vi.waitFor(() => expect(window.scrollY).toBe(0));
  });
});

describe('a page that cannot load', () => {
  it('shows the network-error screen instead of a blank page when its chunk did not download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: RouteObject[] = [
      {
        path: '/',
        Component: RootLayout,
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () =>
              Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          },
        ],
      },
    ];
    const router = createMemoryRouter(failing, { initialEntries: ['/'] });
    await render(<RouterProvider router={router} />, { wrapper: Providers });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Whooops!' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
