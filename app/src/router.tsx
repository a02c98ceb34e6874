// Every route of spec section 2, each page lazily loaded so it is its own chunk. React Router
// matches paths case-insensitively by default, so /Feedback and /feedback, /Dashboard and
// /dashboard, /Reset-password and /reset-password are one route each, in any spelling.
import type { ComponentType } from 'react';
import { PageLoading } from '@ic/ui';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
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

const pages: RouteObject[] = [
  { index: true, lazy: page(home, (m) => m.HomePage) },
  { path: 'loggedin', lazy: page(home, (m) => m.LoggedInHomePage) },
  { path: 'Premium', lazy: page(home, (m) => m.PremiumHomePage) },
  {
    path: 'login',
    lazy: page(
      () => import('./pages/login/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'forgot-password',
    lazy: page(
      () => import('./pages/forgot-password/ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  { path: 'Reset-password', lazy: page(resetPassword, (m) => m.ResetPasswordPage) },
  { path: 'reset-password/:id/:token', lazy: page(resetPassword, (m) => m.ResetPasswordPage) },
  {
    path: 'signup',
    lazy: page(
      () => import('./pages/signup/SignupPage'),
      (m) => m.SignupPage,
    ),
  },
  { path: 'feedback', lazy: page(feedback, (m) => m.FeedbackPage) },
  { path: 'ErrorReport', lazy: page(feedback, (m) => m.ErrorReportPage) },
  { path: 'dashboard', lazy: page(account, (m) => m.AccountPage) },
  { path: 'my-account', lazy: page(account, (m) => m.AccountPage) },
  {
    path: 'characters',
    lazy: page(
      () => import('./pages/characters/CharactersPage'),
      (m) => m.CharactersPage,
    ),
  },
  {
    path: 'characters/biography',
    lazy: page(
      () => import('./pages/biography/BiographyPage'),
      (m) => m.BiographyPage,
    ),
  },
  {
    path: 'aboutUS',
    lazy: page(
      () => import('./pages/about/AboutPage'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: 'news',
    lazy: page(
      () => import('./pages/news/NewsPage'),
      (m) => m.NewsPage,
    ),
  },
  {
    path: 'news/:id',
    lazy: page(
      () => import('./pages/news-detail/NewsDetailPage'),
      (m) => m.NewsDetailPage,
    ),
  },
  {
    path: 'all-news',
    lazy: page(
      () => import('./pages/all-news/AllNewsPage'),
      (m) => m.AllNewsPage,
    ),
  },
  {
    path: 'careers',
    lazy: page(
      () => import('./pages/careers/CareersPage'),
      (m) => m.CareersPage,
    ),
  },
  {
    path: 'careers/apply',
    lazy: page(
      () => import('./pages/careers-apply/CareerApplyPage'),
      (m) => m.CareerApplyPage,
    ),
  },
  {
    path: 'community',
    lazy: page(
      () => import('./pages/community/CommunityPage'),
      (m) => m.CommunityPage,
    ),
  },
  {
    path: 'support-us',
    lazy: page(
      () => import('./pages/support-us/SupportUsPage'),
      (m) => m.SupportUsPage,
    ),
  },
  {
    path: 'ultimate',
    lazy: page(
      () => import('./pages/ultimate/UltimatePage'),
      (m) => m.UltimatePage,
    ),
  },
  {
    path: 'createAvatar',
    lazy: page(
      () => import('./pages/create-avatar/CreateAvatarPage'),
      (m) => m.CreateAvatarPage,
    ),
  },
  {
    path: 'cart',
    lazy: page(
      () => import('./pages/cart/CartPage'),
      (m) => m.CartPage,
    ),
  },
  {
    path: 'comics',
    lazy: page(
      () => import('./pages/comics/ComicsPage'),
      (m) => m.ComicsPage,
    ),
  },
  {
    path: 'comicChap/:comicId/chapters',
    lazy: page(
      () => import('./pages/chapters/ChaptersPage'),
      (m) => m.ChaptersPage,
    ),
  },
  {
    path: 'comicChap/:comicId/chapters/pdfView',
    lazy: page(
      () => import('./pages/reader/ReaderPage'),
      (m) => m.ReaderPage,
    ),
  },
  { path: 'games', lazy: page(comingSoon, (m) => m.GamesPage) },
  { path: 'animation', lazy: page(comingSoon, (m) => m.AnimationPage) },
  { path: 'shop', lazy: page(comingSoon, (m) => m.ShopPage) },
  {
    path: 'order-complete',
    lazy: page(
      () => import('./pages/order-complete/OrderCompletePage'),
      (m) => m.OrderCompletePage,
    ),
  },
  {
    path: 'refund-policy',
    lazy: page(
      () => import('./pages/legal/RefundPolicyPage'),
      (m) => m.RefundPolicyPage,
    ),
  },
  {
    path: 'privacy-policy',
    lazy: page(
      () => import('./pages/legal/PrivacyPolicyPage'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: 'children-privacy-policy',
    lazy: page(
      () => import('./pages/legal/ChildrenPrivacyPolicyPage'),
      (m) => m.ChildrenPrivacyPolicyPage,
    ),
  },
  {
    path: 'anti-harassment',
    lazy: page(
      () => import('./pages/legal/AntiHarassmentPolicyPage'),
      (m) => m.AntiHarassmentPolicyPage,
    ),
  },
  {
    path: 'terms-of-use',
    lazy: page(
      () => import('./pages/legal/TermsOfUsePage'),
      (m) => m.TermsOfUsePage,
    ),
  },
  {
    path: '*',
    lazy: page(
      () => import('./pages/not-found/NotFoundPage'),
      (m) => m.NotFoundPage,
    ),
  },
];

/**
 * On the first load every page shows PageLoading until its chunk arrives, so the root layout
 * (header, footer, the splash on /) paints as soon as the main script runs.
 */
export const pageRoutes: RouteObject[] = pages.map((route) => ({
  ...route,
  HydrateFallback: PageLoading,
}));

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: pageRoutes,
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
