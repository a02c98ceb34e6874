import type { Chapter } from '@ic/domain';
import { act } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen, userEvent } from 'vitest/browser';
import { appRoutes } from '../router';
import { clearUserCookie, writeUserCookie } from '../session/userCookie';
import { envelope, failure, stubFetch } from '../test/fetchStub';
import { goOffline, goOnline } from '../test/network';
import { TestProviders } from '../test/providers';

async function visit(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return router;
}

const header = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');
const h1 = (name: string) => screen.getByRole('heading', { level: 1, name, exact: true });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const splash = () => screen.getByRole('status', { name: 'Loading IC Universe' });

/** Runs `step` inside React's act, so the updates it causes are rendered on return. */
async function inAct(step: () => void) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => step());
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

beforeEach(() => {
  clearUserCookie();
});
afterEach(() => {
  clearUserCookie();
  vi.unstubAllEnvs();
});

const SITES = {
  VITE_SHOP_URL: 'https://shop.example.com/in',
  VITE_FOUNDATION_URL: 'https://foundation.example.com',
  VITE_RESEARCH_URL: 'https://research.example.com',
  VITE_X_URL: 'https://x.example.com/ic',
  VITE_YOUTUBE_URL: 'https://youtube.example.com/ic',
  VITE_FACEBOOK_URL: 'https://facebook.example.com/ic',
  VITE_INSTAGRAM_URL: 'https://instagram.example.com/ic',
  VITE_LINKEDIN_URL: 'https://linkedin.example.com/ic',
};

/** Sets every external address, or unsets them all, before the layout mounts. */
function configureSites(configured: boolean) {
  for (const [name, value] of Object.entries(SITES)) vi.stubEnv(name, configured ? value : '');
}

// A chapter the stubbed API lists, for opening the reader.
const READER_CHAPTER: Chapter = {
  _id: 'c1',
  comicId: 'k1',
  number: 1,
  title: 'Chapter 1: The Spark',
  chapPdf: '/media/chapters/c1.pdf',
  chapImage: '',
  releaseDate: null,
  pageCount: 1,
  access: 'free',
  publicAt: null,
  rating: 'G',
  readable: true,
  lock: null,
};

describe('header and footer', () => {
  it.each(['/comics', '/comicChap/k1/chapters', '/no-such-page'])('show on %s', async (path) => {
    await visit(path);
    await expect.element(header()).toBeVisible();
    await expect.element(footer()).toBeVisible();
    await expect.element(screen.getByRole('main')).toBeVisible();
  });

  it('are hidden in the reader view and come back on leaving it', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/comicChap/k1/chapters'
        ? envelope([READER_CHAPTER])
        : failure(404, 'Not found'),
    );
    const router = await visit(`/comicChap/k1/chapters/pdfView?chapter=${READER_CHAPTER._id}`);
    await expect.element(h1(READER_CHAPTER.title)).toBeVisible();
    expect(header().query()).toBeNull();
    expect(footer().query()).toBeNull();
    await router.navigate('/comicChap/k1/chapters');
    await expect.element(header()).toBeVisible();
    await expect.element(footer()).toBeVisible();
  });

  it('the header carries the 10% shop promo and the links in the spec order', async () => {
    configureSites(true);
    await visit('/comics');
    await expect.element(header().getByText('ICVERSE10')).toBeVisible();
    const labels = mainNav()
      .getByRole('link')
      .elements()
      .map((link) => link.textContent?.replace('(opens in a new tab)', '').trim());
    expect(labels).toEqual([
      'Home',
      'Blogs & News',
      'Characters',
      'Comics',
      'Animation',
      'Games',
      'Community',
      'About Us',
      'Support Us',
      'Ultimate',
      'Careers',
      'Shop',
    ]);
    const shop = mainNav().getByRole('link', { name: /Shop/ });
    await expect.element(shop).toHaveAttribute('target', '_blank');
    await expect.element(shop).toHaveAttribute('href', SITES.VITE_SHOP_URL);
    await expect
      .element(mainNav().getByRole('link', { name: 'Comics' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('without a shop address the header has neither the Shop link nor the promo', async () => {
    configureSites(false);
    await visit('/comics');
    await expect.element(mainNav().getByRole('link', { name: 'Careers' })).toBeVisible();
    expect(mainNav().getByRole('link', { name: /Shop/ }).query()).toBeNull();
    expect(header().getByText('ICVERSE10').query()).toBeNull();
  });

  it('internal links navigate inside the app', async () => {
    const router = await visit('/comics');
    await mainNav().getByRole('link', { name: 'Blogs & News' }).click();
    await expect.element(h1('Blogs & News')).toBeVisible();
    expect(router.state.location.pathname).toBe('/news');
    await footer().getByRole('link', { name: 'Join Ultimate' }).click();
    await expect.element(h1('IC Ultimate')).toBeVisible();
    expect(router.state.location.pathname).toBe('/ultimate');
  });

  it('moves focus to the new page heading and announces it after a navigation, not on load', async () => {
    await visit('/comics');
    const announcer = () => document.querySelector('[data-slot="route-announcer"]');
    await expect.element(h1('Comics')).toBeVisible();
    expect(announcer()?.textContent).toBe('');
    expect(document.activeElement).toBe(document.body);

    await footer().getByRole('link', { name: 'Join Ultimate' }).click();
    await expect.element(h1('IC Ultimate')).toHaveFocus();
    await expect
      .poll(() => announcer()?.textContent)
      .toBe('Navigated to IC Ultimate | IC Universe');
    // Tab goes to the first control after the heading: wait until the page has drawn one (its
    // plans may still be loading on a busy machine, and Tab would then reach the footer).
    const main = screen.getByRole('main').element();
    const heading = h1('IC Ultimate').element();
    const controlAfterHeading = () =>
      [...main.querySelectorAll('a[href], button:not([disabled]), input, select')].some(
        (control) => heading.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    await expect.poll(controlAfterHeading).toBe(true);
    await userEvent.tab();
    expect(main.contains(document.activeElement)).toBe(true);
  });

  it('the footer has the social, sister-site and legal links and the 2025–26 line', async () => {
    configureSites(true);
    await visit('/comics');
    for (const network of ['X', 'YouTube', 'Facebook', 'Instagram', 'LinkedIn']) {
      const link = footer().getByRole('link', { name: `${network} (opens in a new tab)` });
      await expect
        .element(link)
        .toHaveAttribute('href', SITES[`VITE_${network.toUpperCase()}_URL` as keyof typeof SITES]);
    }
    await expect
      .element(footer().getByRole('link', { name: /Our Foundation/ }))
      .toHaveAttribute('href', SITES.VITE_FOUNDATION_URL);
    await expect
      .element(footer().getByRole('link', { name: /Research/ }))
      .toHaveAttribute('href', SITES.VITE_RESEARCH_URL);
    await expect
      .element(footer().getByRole('link', { name: 'Privacy Policy' }))
      .toHaveAttribute('href', '/privacy-policy');
    await expect.element(footer().getByText(/2025–26/)).toBeVisible();
  });

  it('without external addresses the footer links no social page and no sister site', async () => {
    configureSites(false);
    await visit('/comics');
    await expect
      .element(footer().getByRole('link', { name: 'Privacy Policy' }))
      .toHaveAttribute('href', '/privacy-policy');
    expect(footer().getByRole('list', { name: 'Follow us' }).query()).toBeNull();
    expect(footer().getByRole('heading', { name: 'More from us' }).query()).toBeNull();
    expect(
      footer()
        .getByRole('link', { name: /opens in a new tab/ })
        .query(),
    ).toBeNull();
  });
});

describe('the greeting', () => {
  it("signed out: 'Log In | Sign Up >' leads to /login", async () => {
    const router = await visit('/comics');
    const greeting = header().getByRole('link', { name: 'Log In | Sign Up >' });
    await expect.element(greeting).toHaveAttribute('href', '/login');
    await greeting.click();
    await expect.element(h1('Log In')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['Asha Verma', 'Hi, Asha!'],
    ['', 'Hi, Guest!'],
  ])('signed in as %j: %s leads to /dashboard', async (name, text) => {
    const user = { name, username: 'asha_v1', email: 'asha@example.in', newsLetter: false };
    writeUserCookie(user);
    stubFetch(() => envelope(user));
    const router = await visit('/comics');
    const greeting = header().getByRole('link', { name: text });
    await expect.element(greeting).toHaveAttribute('href', '/dashboard');
    expect(header().getByRole('link', { name: 'Log In | Sign Up >' }).query()).toBeNull();
    await greeting.click();
    await expect.element(h1('My Account')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('the header search', () => {
  it('goes to the search results for characters and comics with the query', async () => {
    const router = await visit('/comics');
    await header().getByRole('searchbox', { name: 'Search' }).fill('  storm rider ');
    await header().getByRole('button', { name: 'Search' }).click();
    await expect.element(h1('Search')).toBeVisible();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/search');
    expect(new URLSearchParams(search).get('q')).toBe('storm rider');
  });

  it('an empty query stays on the page', async () => {
    const router = await visit('/comics');
    await header().getByRole('button', { name: 'Search' }).click();
    expect(router.state.location.pathname).toBe('/comics');
  });
});

describe('the small-screen menu', () => {
  afterEach(async () => {
    await screen.viewport(1280, 800);
  });

  it('the toggle opens and closes the links; a chosen link closes it', async () => {
    await screen.viewport(375, 800);
    const router = await visit('/comics');
    const toggle = header().getByRole('button', { name: 'Menu' });
    const careers = mainNav().getByRole('link', { name: 'Careers' });
    await expect.element(careers).not.toBeInTheDocument();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await careers.click();
    await expect.element(h1('Careers')).toBeVisible();
    expect(router.state.location.pathname).toBe('/careers');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(careers).not.toBeInTheDocument();
  });
});

describe('offline', () => {
  it('the offline screen replaces the app, which comes back as it was when online', async () => {
    await visit('/comics');
    await expect.element(h1('Comics')).toBeVisible();
    await header().getByRole('searchbox', { name: 'Search' }).fill('half-typed');

    await inAct(goOffline);
    await expect.element(h1('You are offline')).toBeVisible();
    expect(h1('Comics').query()).toBeNull();
    expect(header().query()).toBeNull();
    expect(footer().query()).toBeNull();

    await inAct(goOnline);
    await expect.element(h1('Comics')).toBeVisible();
    expect(h1('You are offline').query()).toBeNull();
    await expect.element(header().getByRole('searchbox')).toHaveValue('half-typed');
  });

  it('a page opened offline shows the offline screen at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await visit('/careers');
    await expect.element(h1('You are offline')).toBeVisible();
    expect(h1('Careers').query()).toBeNull();
  });
});

describe('the logo splash', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows on a first load of / for 2 s, then the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await visit('/');
    await expect.element(splash()).toBeVisible();
    expect(h1('IC Universe').query()).toBeNull();
    expect(header().query()).toBeNull();

    await inAct(() => vi.advanceTimersByTime(1999));
    expect(splash().query()).not.toBeNull();
    expect(h1('IC Universe').query()).toBeNull();

    await inAct(() => vi.advanceTimersByTime(1));
    expect(splash().query()).toBeNull();
    await expect.element(h1('IC Universe')).toBeVisible();
    await expect.element(header()).toBeVisible();
  });

  it('does not show on a client-side navigation to /', async () => {
    const router = await visit('/comics');
    await expect.element(h1('Comics')).toBeVisible();
    await header().getByRole('link', { name: 'IC Universe' }).click();
    await expect.element(h1('IC Universe')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(splash().query()).toBeNull();
  });

  it('does not show on a first load of another page', async () => {
    await visit('/careers');
    await expect.element(h1('Careers')).toBeVisible();
    expect(splash().query()).toBeNull();
  });
});

describe('placeholder and unknown pages', () => {
  it.each([
    ['/animation', 'Animation'],
    ['/games', 'Games'],
    ['/shop', 'Shop'],
  ])('%s shows Coming Soon with the page name', async (path, name) => {
    await visit(path);
    await expect.element(h1(name)).toBeVisible();
    await expect.element(screen.getByRole('main').getByText(/Coming soon\./)).toBeInTheDocument();
  });

  it("an unknown path shows 'Page Not Found!' in the layout, with a link home", async () => {
    const router = await visit('/definitely/not/here');
    await expect.element(h1('Page Not Found!')).toBeVisible();
    await expect.element(header()).toBeVisible();
    await screen.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect.element(h1('IC Universe')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('keyboard access', () => {
  it('the first Tab reaches a skip link that moves the focus to the main content', async () => {
    await visit('/comics');
    await expect.element(h1('Comics')).toBeVisible();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    await userEvent.keyboard('{Tab}');
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).not.toHaveClass('ic-visually-hidden');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('main')).toHaveFocus();
    await expect.element(skip).toHaveClass('ic-visually-hidden');
  });
});
