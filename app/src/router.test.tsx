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
import { appRoutes, pageRoutes } from './router';
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

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

// Spec section 2's route list, in its spellings, with the page each one shows.
const SPEC_ROUTES: [path: string, heading: string][] = [
  ['/', 'IC Universe'],
  ['/login', 'Log In'],
  ['/loggedin', 'IC Universe'],
  ['/Premium', 'IC Universe'],
  ['/forgot-password', 'Forgot Password'],
  ['/Reset-password', 'Reset Password'],
  ['/reset-password/a1b2/TOKEN-xyz', 'Reset Password'],
  ['/signup', 'Sign Up'],
  ['/signup?step=2', 'Sign Up'],
  // Signed-in screens: a signed-out visitor lands on the login page.
  ['/Feedback', 'Log In'],
  ['/feedback', 'Log In'],
  ['/Dashboard', 'Log In'],
  ['/dashboard', 'Log In'],
  ['/my-account', 'Log In'],
  ['/characters', 'Characters'],
  ['/characters/biography', 'Character Biography'],
  ['/aboutUS', 'About Us'],
  ['/news', 'Blogs & News'],
  // No API answers here: the unknown blog's page says so.
  ['/news/65f0c0ffee0000000000abcd', 'Story not found'],
  ['/all-news', 'All News'],
  ['/careers', 'Careers'],
  ['/careers/apply', 'Apply for a Job'],
  ['/community', 'Community'],
  ['/support-us', 'Support Us'],
  ['/ultimate', 'IC Ultimate'],
  ['/ErrorReport', 'Log In'],
  ['/createAvatar', 'Log In'],
  // Signed-out visitors of the checkout go to log in first (RequireSession).
  ['/cart', 'Log In'],
  ['/comics', 'Comics'],
  ['/comicChap/k1/chapters', 'Chapters'],
  // No chapter chosen: the reader shows the chapter list.
  ['/comicChap/k1/chapters/pdfView', 'Chapters'],
  ['/games', 'Games'],
  ['/animation', 'Animation'],
  ['/shop', 'Shop'],
  ['/order-complete', 'Log In'],
  ['/refund-policy', 'Refund Policy'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/children-privacy-policy', "Children's Privacy Policy"],
  ['/anti-harassment', 'Anti-Harassment Policy'],
  ['/terms-of-use', 'Terms of Use'],
];

describe('every route of spec section 2', () => {
  it.each(SPEC_ROUTES)('%s shows %s', async (path, expected) => {
    await visit(path);
    expect(await heading()).toBe(expected);
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
    ['/reset-PASSWORD', 'Reset-password'],
    ['/ABOUTus', 'aboutUS'],
    ['/comicchap/k1/CHAPTERS/pdfview', 'comicChap/:comicId/chapters/pdfView'],
  ])('is case-insensitive: %s is the %s route', (path, routePath) => {
    const matched = matchRoutes(appRoutes, path)?.at(-1)?.route.path;
    expect(matched).toBe(routePath);
  });

  it('keeps the case of parameters (reset tokens are case-sensitive)', () => {
    const match = matchRoutes(appRoutes, '/Reset-Password/Ab12/XyZ-Token')?.at(-1);
    expect(match?.params).toEqual({ id: 'Ab12', token: 'XyZ-Token' });
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
    await vi.waitFor(() => expect(document.title).toBe('Careers | IC Universe'));
    expect(description()).toMatch(/open jobs/);
    await router.navigate('/');
    await vi.waitFor(() => expect(document.title).toBe('IC Universe'));
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
