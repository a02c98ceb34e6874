// What the server writes in a page's head, in the address's language (issue 19): the page
// catalogue (locales/<language>.po, ids `page.<kind>.<name>`), compiled once at start like the
// mails' (i18n/catalogue.ts). English titles are the route table's (a test holds them equal);
// Hindi ones are the app's own, so the browser's document.title after hydration is the same.
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, parseLanguage, type Language } from '@ic/domain';
import type { RouteName } from '@ic/domain/paths';
import { catalogueInstances, readCatalogue } from '../i18n/catalogue.ts';
import type { MatchedRoute } from './match.ts';

/** Where a language's page catalogue lives. */
export const pageCatalogueFile = (language: Language) =>
  new URL(`./locales/${language}.po`, import.meta.url);

/** A catalogue as written: id -> ICU message (tests compare the languages and the app's). */
export const readPageCatalogue = (language: Language) => readCatalogue(pageCatalogueFile(language));

const INSTANCES = catalogueInstances('page', pageCatalogueFile);

/** The routes with a description of their own; every other says what the site is. */
const DESCRIBED: ReadonlySet<RouteName> = new Set<RouteName>([
  'characters',
  'comics',
  'news',
  'allNews',
  'careers',
  'about',
  'supportUs',
  'ultimate',
  'community',
]);

export interface PageWords {
  language: Language;
  /** The message of an id, its {values} filled in. */
  t(id: string, values?: Record<string, string | number>): string;
  /** A route's title (before " | IC Universe"). */
  title(name: RouteName): string;
  /** A route's description, or the site's. */
  description(name: RouteName): string;
}

export function pageWords(language: Language = DEFAULT_LANGUAGE): PageWords {
  const i18n = INSTANCES[language];
  const t = (id: string, values?: Record<string, string | number>) => i18n._(id, values);
  return {
    language,
    t,
    title: (name) => t(`page.title.${name}`),
    description: (name) =>
      t(DESCRIBED.has(name) ? `page.description.${name}` : 'page.description.site'),
  };
}

/** The language a matched address asks for (?lang=), else English: its head is written in it. */
export const routeLanguage = (route: MatchedRoute): Language =>
  parseLanguage(route.query.get(LANGUAGE_PARAM)) ?? DEFAULT_LANGUAGE;
