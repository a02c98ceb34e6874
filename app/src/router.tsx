// Every route of spec section 2 (app/src/paths.ts) with its page, each lazily loaded so it is its
// own chunk. React Router matches paths case-insensitively by default, so /Feedback and
// /feedback, /Dashboard and /dashboard, /Reset-password and /reset-password are one route each,
// in any spelling.
import type { ComponentType } from 'react';
import { PageLoading } from '@ic/ui';
import {
  createBrowserRouter,
  matchPath,
  type LoaderFunction,
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

/** A lazy route whose element is one named export of a page module. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Lazy {
  return async () => ({ Component: pick(await load()) });
}

const home = () => import('./pages/home/HomePage');
const feedback = () => import('./pages/feedback/FeedbackPage');
const account = () => import('./pages/account/AccountPage');
const resetPassword = () => import('./pages/reset-password/ResetPasswordPage');
const comingSoon = () => import('./pages/coming-soon/ComingSoonPage');

/** The page of each route: a route without one does not compile. */
const pageOf: Record<RouteName, Lazy> = {
  home: page(home, (m) => m.HomePage),
  loggedIn: page(home, (m) => m.LoggedInHomePage),
  premium: page(home, (m) => m.PremiumHomePage),
  login: page(
    () => import('./pages/login/LoginPage'),
    (m) => m.LoginPage,
  ),
  forgotPassword: page(
    () => import('./pages/forgot-password/ForgotPasswordPage'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: page(resetPassword, (m) => m.ResetPasswordPage),
  resetPasswordLink: page(resetPassword, (m) => m.ResetPasswordPage),
  signup: page(
    () => import('./pages/signup/SignupPage'),
    (m) => m.SignupPage,
  ),
  feedback: page(feedback, (m) => m.FeedbackPage),
  errorReport: page(feedback, (m) => m.ErrorReportPage),
  dashboard: page(account, (m) => m.AccountPage),
  myAccount: page(account, (m) => m.AccountPage),
  characters: page(
    () => import('./pages/characters/CharactersPage'),
    (m) => m.CharactersPage,
  ),
  biography: page(
    () => import('./pages/biography/BiographyPage'),
    (m) => m.BiographyPage,
  ),
  about: page(
    () => import('./pages/about/AboutPage'),
    (m) => m.AboutPage,
  ),
  news: page(
    () => import('./pages/news/NewsPage'),
    (m) => m.NewsPage,
  ),
  newsArticle: page(
    () => import('./pages/news-detail/NewsDetailPage'),
    (m) => m.NewsDetailPage,
  ),
  allNews: page(
    () => import('./pages/all-news/AllNewsPage'),
    (m) => m.AllNewsPage,
  ),
  careers: page(
    () => import('./pages/careers/CareersPage'),
    (m) => m.CareersPage,
  ),
  careersApply: page(
    () => import('./pages/careers-apply/CareerApplyPage'),
    (m) => m.CareerApplyPage,
  ),
  community: page(
    () => import('./pages/community/CommunityPage'),
    (m) => m.CommunityPage,
  ),
  supportUs: page(
    () => import('./pages/support-us/SupportUsPage'),
    (m) => m.SupportUsPage,
  ),
  ultimate: page(
    () => import('./pages/ultimate/UltimatePage'),
    (m) => m.UltimatePage,
  ),
  createAvatar: page(
    () => import('./pages/create-avatar/CreateAvatarPage'),
    (m) => m.CreateAvatarPage,
  ),
  cart: page(
    () => import('./pages/cart/CartPage'),
    (m) => m.CartPage,
  ),
  search: page(
    () => import('./pages/search/SearchPage'),
    (m) => m.SearchPage,
  ),
  comics: page(
    () => import('./pages/comics/ComicsPage'),
    (m) => m.ComicsPage,
  ),
  comic: page(
    () => import('./pages/comic/ComicPage'),
    (m) => m.ComicPage,
  ),
  chapters: page(
    () => import('./pages/chapters/ChaptersPage'),
    (m) => m.ChaptersPage,
  ),
  reader: page(
    () => import('./pages/reader/ReaderPage'),
    (m) => m.ReaderPage,
  ),
  games: page(comingSoon, (m) => m.GamesPage),
  animation: page(comingSoon, (m) => m.AnimationPage),
  shop: page(comingSoon, (m) => m.ShopPage),
  orderComplete: page(
    () => import('./pages/order-complete/OrderCompletePage'),
    (m) => m.OrderCompletePage,
  ),
  guardian: page(
    () => import('./pages/guardian/GuardianPage'),
    (m) => m.GuardianPage,
  ),
  guardianSignIn: page(
    () => import('./pages/guardian-sign-in/GuardianSignInPage'),
    (m) => m.GuardianSignInPage,
  ),
  guardianConsent: page(
    () => import('./pages/guardian-consent/GuardianConsentPage'),
    (m) => m.GuardianConsentPage,
  ),
  refundPolicy: page(
    () => import('./pages/legal/RefundPolicyPage'),
    (m) => m.RefundPolicyPage,
  ),
  privacyPolicy: page(
    () => import('./pages/legal/PrivacyPolicyPage'),
    (m) => m.PrivacyPolicyPage,
  ),
  childrenPrivacyPolicy: page(
    () => import('./pages/legal/ChildrenPrivacyPolicyPage'),
    (m) => m.ChildrenPrivacyPolicyPage,
  ),
  antiHarassment: page(
    () => import('./pages/legal/AntiHarassmentPolicyPage'),
    (m) => m.AntiHarassmentPolicyPage,
  ),
  termsOfUse: page(
    () => import('./pages/legal/TermsOfUsePage'),
    (m) => m.TermsOfUsePage,
  ),
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
    start(params, new URL(request.url));
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
  path: '*',
  lazy: page(
    () => import('./pages/not-found/NotFoundPage'),
    (m) => m.NotFoundPage,
  ),
};

/**
 * On the first load every page shows PageLoading until its chunk arrives, so the root layout
 * (header, footer, the splash on /) paints as soon as the main script runs.
 */
export const pageRoutes: RouteObject[] = [
  ...ROUTE_NAMES.map((name) => ({
    path: paths[name].path,
    lazy: pageOf[name],
    loader: early[name] && loaderOf(early[name]),
    shouldRevalidate: early[name] && onEntry,
  })),
  notFound,
].map((route) => ({ ...route, HydrateFallback: PageLoading }));

const studioPageOf: Record<StudioRouteName, Lazy> = {
  studio: page(
    () => import('./pages/studio/home/StudioHomePage'),
    (m) => m.StudioHomePage,
  ),
  studioStaff: page(
    () => import('./pages/studio/staff/StaffPage'),
    (m) => m.StaffPage,
  ),
  studioAudit: page(
    () => import('./pages/studio/audit/AuditLogPage'),
    (m) => m.AuditLogPage,
  ),
  studioContributors: page(
    () => import('./pages/studio/contributors/ContributorsPage'),
    (m) => m.ContributorsPage,
  ),
  studioInbox: page(
    () => import('./pages/studio/inbox/InboxPage'),
    (m) => m.InboxPage,
  ),
  studioMembers: page(
    () => import('./pages/studio/members/MembersPage'),
    (m) => m.MembersPage,
  ),
  studioMember: page(
    () => import('./pages/studio/member/MemberPage'),
    (m) => m.MemberPage,
  ),
  studioComics: page(
    () => import('./pages/studio/comics/StudioComicsPage'),
    (m) => m.StudioComicsPage,
  ),
  studioComicNew: page(
    () => import('./pages/studio/comic-new/NewComicPage'),
    (m) => m.NewComicPage,
  ),
  studioComic: page(
    () => import('./pages/studio/comic/ComicEditorPage'),
    (m) => m.ComicEditorPage,
  ),
};

/**
 * The studio (issue 18): its own shell instead of the visitor chrome, loaded only when a /studio
 * address opens, so none of its code is in the visitor's entry.
 */
export const studioRoute: RouteObject = {
  path: studioPaths.studio.path,
  lazy: page(
    () => import('./studio/StudioShell'),
    (m) => m.StudioShell,
  ),
  ErrorBoundary: RouteError,
  HydrateFallback: PageLoading,
  children: STUDIO_ROUTE_NAMES.map((name) =>
    name === 'studio'
      ? { index: true, lazy: studioPageOf[name] }
      : { path: studioPaths[name].path, lazy: studioPageOf[name] },
  ),
};

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: pageRoutes,
  },
  studioRoute,
];

export function createAppRouter() {
  startEarlyData(new URL(window.location.href));
  return createBrowserRouter(appRoutes);
}
