// Every route of spec section 2 (app/src/paths.ts) with its page, each lazily loaded so it is its
// own chunk. React Router matches paths case-insensitively by default, so /Feedback and
// /feedback, /Dashboard and /dashboard, /Reset-password and /reset-password are one route each,
// in any spelling.
import type { ComponentType } from 'react';
import { PageLoading } from '@ic/ui';
import {
  createBrowserRouter,
  matchPath,
  type HydrationState,
  type LoaderFunction,
  type PatchRoutesOnNavigationFunction,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { preloadReader } from './sections/reading/preloadReader';
import {
  paths,
  ROUTE_NAMES,
  STUDIO_ROUTE_NAMES,
  studioPaths,
  type RouteName,
  type StudioRouteName,
} from './paths';
import { RootLayout } from './shell/RootLayout';
import { RouteError } from './shell/RouteError';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Where a route's page comes from: its module under src/ (no extension) and how to load it. */
export interface PageSource {
  module: string;
  lazy: Lazy;
}

// Every page module, each its own chunk, by its path: the path names a route's page once, for
// loading it here and for preloading its chunks with a server-rendered page (src/ssr).
const pageModules = import.meta.glob<Record<string, unknown>>([
  './pages/**/*Page.tsx',
  '!./pages/legal/PolicyPage.tsx',
  './studio/StudioShell.tsx',
]);

/** A lazy route whose element is the export `name` of the page module `module`. */
function page(module: string, name: string): PageSource {
  const load = pageModules[`./${module}.tsx`];
  if (!load) throw new Error(`No page module src/${module}.tsx`);
  return {
    module,
    lazy: async () => {
      const Component = (await load())[name];
      if (typeof Component !== 'function') throw new Error(`src/${module}.tsx has no ${name}`);
      return { Component: Component as ComponentType };
    },
  };
}

/** A route's page, named in its handle for the server's preloads. */
const routeOf = ({ module, lazy }: PageSource) => ({ lazy, handle: { module } });

/** The page of each route: a route without one does not compile. */
const pageOf: Record<RouteName, PageSource> = {
  home: page('pages/home/HomePage', 'HomePage'),
  loggedIn: page('pages/home/HomePage', 'LoggedInHomePage'),
  premium: page('pages/home/HomePage', 'PremiumHomePage'),
  login: page('pages/login/LoginPage', 'LoginPage'),
  forgotPassword: page('pages/forgot-password/ForgotPasswordPage', 'ForgotPasswordPage'),
  resetPassword: page('pages/reset-password/ResetPasswordPage', 'ResetPasswordPage'),
  resetPasswordLink: page('pages/reset-password/ResetPasswordPage', 'ResetPasswordPage'),
  signup: page('pages/signup/SignupPage', 'SignupPage'),
  feedback: page('pages/feedback/FeedbackPage', 'FeedbackPage'),
  errorReport: page('pages/feedback/FeedbackPage', 'ErrorReportPage'),
  dashboard: page('pages/account/AccountPage', 'AccountPage'),
  myAccount: page('pages/account/AccountPage', 'AccountPage'),
  characters: page('pages/characters/CharactersPage', 'CharactersPage'),
  biography: page('pages/biography/BiographyPage', 'BiographyPage'),
  about: page('pages/about/AboutPage', 'AboutPage'),
  news: page('pages/news/NewsPage', 'NewsPage'),
  newsArticle: page('pages/news-detail/NewsDetailPage', 'NewsDetailPage'),
  allNews: page('pages/all-news/AllNewsPage', 'AllNewsPage'),
  careers: page('pages/careers/CareersPage', 'CareersPage'),
  careersApply: page('pages/careers-apply/CareerApplyPage', 'CareerApplyPage'),
  community: page('pages/community/CommunityPage', 'CommunityPage'),
  supportUs: page('pages/support-us/SupportUsPage', 'SupportUsPage'),
  ultimate: page('pages/ultimate/UltimatePage', 'UltimatePage'),
  createAvatar: page('pages/create-avatar/CreateAvatarPage', 'CreateAvatarPage'),
  cart: page('pages/cart/CartPage', 'CartPage'),
  search: page('pages/search/SearchPage', 'SearchPage'),
  comics: page('pages/comics/ComicsPage', 'ComicsPage'),
  comic: page('pages/comic/ComicPage', 'ComicPage'),
  chapters: page('pages/chapters/ChaptersPage', 'ChaptersPage'),
  reader: page('pages/reader/ReaderPage', 'ReaderPage'),
  games: page('pages/coming-soon/ComingSoonPage', 'GamesPage'),
  animation: page('pages/coming-soon/ComingSoonPage', 'AnimationPage'),
  shop: page('pages/coming-soon/ComingSoonPage', 'ShopPage'),
  orderComplete: page('pages/order-complete/OrderCompletePage', 'OrderCompletePage'),
  guardian: page('pages/guardian/GuardianPage', 'GuardianPage'),
  guardianSignIn: page('pages/guardian-sign-in/GuardianSignInPage', 'GuardianSignInPage'),
  guardianConsent: page('pages/guardian-consent/GuardianConsentPage', 'GuardianConsentPage'),
  refundPolicy: page('pages/legal/RefundPolicyPage', 'RefundPolicyPage'),
  privacyPolicy: page('pages/legal/PrivacyPolicyPage', 'PrivacyPolicyPage'),
  childrenPrivacyPolicy: page('pages/legal/ChildrenPrivacyPolicyPage', 'ChildrenPrivacyPolicyPage'),
  antiHarassment: page('pages/legal/AntiHarassmentPolicyPage', 'AntiHarassmentPolicyPage'),
  termsOfUse: page('pages/legal/TermsOfUsePage', 'TermsOfUsePage'),
};

/** Starts a route's data requests for an address; nothing waits for it. */
type EarlyData = (params: Params, url: URL) => void;

/**
 * Data asked for while a route's code loads rather than after it: the reader's chapter list,
 * pages and place (into the SWR cache its hooks read) and its opening picture.
 */
const early: Partial<Record<RouteName, EarlyData>> = {
  reader: ({ comicId }, url) => {
    if (comicId) preloadReader(comicId, url.searchParams.get('chapter'), url.searchParams);
  },
};

/** A loader that starts the route's data and answers null at once (the page reads it itself). */
const loaderOf =
  (start: EarlyData): LoaderFunction =>
  ({ params, request }) => {
    // The server's renderer fetches what the page reads itself (src/ssr).
    if (!import.meta.env.SSR) start(params, new URL(request.url));
    return null;
  };

/**
 * An early loader runs when its route is entered, not again for a change of query (each page
 * the reader turns to): by then the route's hooks hold the data, and a preload no hook reads
 * would be handed, stale, to the next refresh of its key (the chapter list's marks showed an
 * old place after a chapter was finished).
 */
const onEntry: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/**
 * The first address's data, asked for before the router asks for the route's code. The router
 * starts a lazy route's code before its loader, and the code's dozen chunks would take every
 * connection an HTTP/1.1 browser opens to the server, leaving the data queued behind them.
 * The loader, run next, finds the same requests under the same keys (SWR's preload).
 */
export function startEarlyData(url: URL): void {
  for (const [name, start] of Object.entries(early) as [RouteName, EarlyData][]) {
    const match = matchPath(paths[name].path, url.pathname);
    if (match) start(match.params, url);
  }
}

/** Any unknown path: 'Page Not Found!' with a link home. */
const notFound: RouteObject = {
  id: 'notFound',
  path: '*',
  ...routeOf(page('pages/not-found/NotFoundPage', 'NotFoundPage')),
};

/**
 * On the first load every page shows PageLoading until its chunk arrives, so the root layout
 * (header, footer, the splash on /) paints as soon as the main script runs.
 */
export const pageRoutes: RouteObject[] = [
  ...ROUTE_NAMES.map((name) => ({
    // Ids of their own, not places in the tree: a drawn page's router starts with fewer routes
    // than the server's (createHydratingRouter), and the state they share is keyed by id.
    id: name,
    path: paths[name].path,
    ...routeOf(pageOf[name]),
    loader: early[name] && loaderOf(early[name]),
    shouldRevalidate: early[name] && onEntry,
  })),
  notFound,
].map((route) => ({ ...route, HydrateFallback: PageLoading }));

const studioPageOf: Record<StudioRouteName, PageSource> = {
  studio: page('pages/studio/home/StudioHomePage', 'StudioHomePage'),
  studioStaff: page('pages/studio/staff/StaffPage', 'StaffPage'),
  studioAudit: page('pages/studio/audit/AuditLogPage', 'AuditLogPage'),
  studioContributors: page('pages/studio/contributors/ContributorsPage', 'ContributorsPage'),
  studioInbox: page('pages/studio/inbox/InboxPage', 'InboxPage'),
  studioMembers: page('pages/studio/members/MembersPage', 'MembersPage'),
  studioMember: page('pages/studio/member/MemberPage', 'MemberPage'),
  studioComics: page('pages/studio/comics/StudioComicsPage', 'StudioComicsPage'),
  studioComicNew: page('pages/studio/comic-new/NewComicPage', 'NewComicPage'),
  studioComic: page('pages/studio/comic/ComicEditorPage', 'ComicEditorPage'),
  studioBlogs: page('pages/studio/blogs/BlogsPage', 'BlogsPage'),
  studioBlog: page('pages/studio/blog/BlogEditorPage', 'BlogEditorPage'),
  studioCharacters: page('pages/studio/characters/CharactersPage', 'CharactersPage'),
  studioCharacter: page('pages/studio/character/CharacterEditorPage', 'CharacterEditorPage'),
  studioCareers: page('pages/studio/careers/CareersPage', 'CareersPage'),
};

/**
 * The studio (issue 18): its own shell instead of the visitor chrome, loaded only when a /studio
 * address opens, so none of its code is in the visitor's entry.
 */
export const studioRoute: RouteObject = {
  path: studioPaths.studio.path,
  ...routeOf(page('studio/StudioShell', 'StudioShell')),
  ErrorBoundary: RouteError,
  HydrateFallback: PageLoading,
  children: STUDIO_ROUTE_NAMES.map((name) =>
    name === 'studio'
      ? { index: true, ...routeOf(studioPageOf[name]) }
      : { path: studioPaths[name].path, ...routeOf(studioPageOf[name]) },
  ),
};

const ROOT = 'root';

/** The site's chrome (header, footer) around the given pages. */
const siteRoute = (children: RouteObject[]): RouteObject => ({
  id: ROOT,
  path: '/',
  Component: RootLayout,
  ErrorBoundary: RouteError,
  children,
});

export const appRoutes: RouteObject[] = [siteRoute(pageRoutes), studioRoute];

/** A path's first segment, in any case: every route's is fixed, so it alone can match there. */
const firstSegment = (path: string) => (path.split('/')[1] ?? '').toLowerCase();

/**
 * The routes a router for `pathname` starts with, and the rest on the first navigation that
 * needs them (React Router asks whenever an address matched only not-found or a route with
 * parameters). Starting a router ranks and compiles every route it has: ~110 ms at 4× CPU for
 * the site's fifty, in the task before hydration. It starts with the pages sharing the address's
 * first segment, not-found, and home: without it, / would match the site's layout alone (an
 * address with no parameters, for which React Router asks for no routes) and show no page.
 */
export function routesFor(pathname: string) {
  const first = firstSegment(pathname);
  const rest: RouteObject[] = [];
  const pages = pageRoutes.filter((route) => {
    const can =
      route.path === notFound.path ||
      route.path === paths.home.path ||
      firstSegment(route.path ?? '') === first;
    if (!can) rest.push(route);
    return can;
  });
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ patch }) => {
    if (rest.length === 0) return;
    patch(ROOT, rest.splice(0));
    patch(null, [studioRoute]);
  };
  return { routes: [siteRoute(pages)], patchRoutesOnNavigation };
}

export function createAppRouter() {
  startEarlyData(new URL(window.location.href));
  return createBrowserRouter(appRoutes);
}

/**
 * The router for a page the server rendered, from the server's state (its loaders are not run
 * again). A matched route's page is lazy, so the router starts uninitialized and loads it; the
 * router is handed over once it has, so the first render draws the page (as the server did)
 * instead of its fallback. It starts with the pages the address can match (routesFor); the others
 * join on the first navigation elsewhere. Rejects when a page's code could not be loaded.
 */
export async function createHydratingRouter(state: HydrationState) {
  const { routes, patchRoutesOnNavigation } = routesFor(window.location.pathname);
  const router = createBrowserRouter(routes, { hydrationData: state, patchRoutesOnNavigation });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe(({ initialized }) => {
        if (!initialized) return;
        stop();
        resolve();
      });
    });
  }
  // An error the server drew (a not-found address) is the page; a new one is a page not loaded.
  if (router.state.errors && !state.errors) {
    router.dispose();
    throw new Error('A page of this address could not be loaded');
  }
  return router;
}
