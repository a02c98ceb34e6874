// The page heads' catalogue (src/pages/locales): English titles are the route table's, both
// languages hold the same ids with the same values to fill, Hindi leaves no English behind, and
// each Hindi title is the one the app writes into document.title for the route, so a drawn
// `?lang=hi` page keeps its title when the browser takes over.
import { MESSAGES } from '@ic/domain';
import { paths, ROUTE_NAMES, studioPaths, type RouteName } from '@ic/domain/paths';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../src/i18n/catalogue.ts';
import { pageWords, readPageCatalogue } from '../../src/pages/words.ts';

const en = readPageCatalogue('en');
const hi = readPageCatalogue('hi');

/** Names kept in Hindi as they are: the site's and the membership's. */
const SAME_IN_BOTH = ['home', 'loggedIn', 'premium', 'ultimate'].map(
  (name) => `page.title.${name}`,
);

/** The app's catalogue id of each route's title (what its page passes to usePageMeta). */
const APP_TITLES: Record<Exclude<RouteName, 'home' | 'loggedIn' | 'premium'>, string> = {
  login: 'account.login.title',
  forgotPassword: 'account.forgot.title',
  resetPassword: 'account.reset.title',
  resetPasswordLink: 'account.reset.title',
  signup: 'account.signup.title',
  feedback: 'account.feedback.title',
  errorReport: 'account.errorReport.title',
  dashboard: 'account.page.title',
  myAccount: 'account.page.title',
  characters: 'characters.hero.title',
  biography: 'characters.bio.title',
  search: 'home.search.title',
  about: 'support.about.title',
  news: 'news.page.title',
  newsArticle: 'news.article.title',
  allNews: 'news.all.title',
  careers: 'careers.hero.title',
  careersApply: 'careers.apply.title',
  community: 'support.community.title',
  supportUs: 'support.meta.title',
  ultimate: 'checkout.ultimate.name',
  createAvatar: 'account.avatar.title',
  cart: 'checkout.cart.title',
  comics: 'comics.list.title',
  comic: 'comics.comic.title',
  chapters: 'comics.chapters.title',
  reader: 'comics.reader.title',
  games: 'home.comingSoon.games.title',
  animation: 'home.comingSoon.animation.title',
  shop: 'home.comingSoon.shop.title',
  orderComplete: 'checkout.order.title',
  guardian: 'account.guardian.title',
  guardianSignIn: 'account.guardianSignIn.title',
  guardianConsent: 'account.consentPage.title',
  refundPolicy: 'legal.title.refund-policy',
  privacyPolicy: 'legal.title.privacy-policy',
  childrenPrivacyPolicy: 'legal.title.children-privacy-policy',
  antiHarassment: 'legal.title.anti-harassment',
  termsOfUse: 'legal.title.terms-of-use',
};

/** The app's pages whose title carries content: the same pattern as the head's. */
const APP_PATTERNS: Record<string, string> = {
  'page.chapters.title': 'comics.chapters.pageTitle',
  'page.chapters.description': 'comics.chapters.meta',
  'page.careersApply.title': 'careers.apply.titleFor',
};

/** One language of the app's catalogue of an area (packages/ui/src/i18n/locales). */
const appCatalogue = (area: string, language: 'en' | 'hi') =>
  readCatalogue(new URL(`../../../ui/src/i18n/locales/${area}/${language}.po`, import.meta.url));

const appText = (id: string, language: 'en' | 'hi') =>
  appCatalogue(id.split('.')[0] ?? '', language)[id];

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('the page heads’ catalogue', () => {
  it('titles every route in English as the route table does', () => {
    for (const name of ROUTE_NAMES)
      expect(pageWords('en').title(name), name).toBe(paths[name].title);
  });

  it('holds the same ids and values to fill in both languages', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [id, english] of Object.entries(en)) {
      expect(placeholders(hi[id] ?? ''), id).toEqual(placeholders(english));
    }
  });

  it('leaves no English in Hindi but the product names', () => {
    for (const [id, english] of Object.entries(en)) {
      if (SAME_IN_BOTH.includes(id)) expect(hi[id], id).toBe(english);
      else {
        expect(hi[id], id).not.toBe(english);
        expect(hi[id], id).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it("writes each route's title, in both languages, as the app's page does", () => {
    for (const [name, id] of Object.entries(APP_TITLES) as [RouteName, string][]) {
      for (const language of ['en', 'hi'] as const) {
        expect(pageWords(language).title(name), `${name} (${language})`).toBe(
          appText(id, language),
        );
      }
    }
    for (const [id, appId] of Object.entries(APP_PATTERNS)) {
      expect(en[id], id).toBe(appText(appId, 'en'));
      expect(hi[id], id).toBe(appText(appId, 'hi'));
    }
  });

  it("heads the not-found page with the app's not-found words, and the studio as English names it", () => {
    for (const language of ['en', 'hi'] as const) {
      const words = pageWords(language);
      expect(words.t('page.title.notFound'), language).toBe(appText('errors.notFound', language));
      expect(words.t('page.description.notFound'), language).toBe(
        appText('shell.notFound.description', language),
      );
    }
    expect(en['page.title.notFound']).toBe(MESSAGES.notFound);
    expect(en['page.title.studio']).toBe(studioPaths.studio.title);
  });
});
