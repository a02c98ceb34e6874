import {
  addressInLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  LANGUAGES,
  type Language,
} from '@ic/domain';
import { escapeHtml } from '../http/html.ts';
import {
  breadcrumbList,
  organization,
  scriptJson,
  SITE_NAME,
  type Crumb,
  type StructuredData,
} from './structured-data.ts';

/** What a page says about itself to browsers, link previews and search engines. */
export interface PageMeta {
  /** The app's title for the page (before " | IC Universe"). */
  title: string;
  description: string;
  /** The page's own address (path and the query that names its content), for the canonical URL. */
  path: string;
  /** The link preview's picture: a 1200×630 PNG path (pages/og-image.ts). */
  image: string;
  imageAlt: string;
  /** Open Graph's kind of page. */
  type: 'website' | 'article' | 'profile';
  /** Pages about one person (account, checkout, reading) stay out of search results. */
  noindex: boolean;
  /** Home first; the page itself last. Empty on the home page. */
  breadcrumbs: Crumb[];
  /** The page's own schema.org items (Article, JobPosting…); Organization is on every page. */
  structuredData: StructuredData[];
}

/** The app's "<title> | IC Universe" convention (app/src/pages/usePageMeta.ts). */
export const pageTitle = (title: string) =>
  title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;

/** A description as previews show it: one line, at most about 160 characters. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= 160) return line;
  const cut = line.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}…`;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/**
 * The page in each language (`?lang=`), and x-default without it, where the reader's cookie or
 * browser decides (issue 19): search engines then show a Hindi reader the Hindi address.
 */
function languageAlternates(url: string): string[] {
  return [
    ...LANGUAGES.map((language) => [language, addressInLanguage(url, language)]),
    ['x-default', url],
  ].map(
    ([hreflang, href]) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href ?? url)}">`,
  );
}

/** The document in a language: its <html lang>, which the built index.html writes as en-IN. */
export function inLanguage(html: string, language: Language): string {
  return language === DEFAULT_LANGUAGE
    ? html
    : html.replace(/<html lang="[^"]*"/i, `<html lang="${LANGUAGE_LOCALES[language]}"`);
}

/**
 * The head's tags for a page, every value escaped; `origin` makes the URLs absolute. `language`
 * is the one the address asks for (?lang=), if any: the canonical address and the Open Graph
 * locale follow it, so each language's page stands for itself.
 */
export function headTags(page: PageMeta, origin: string, language: Language | null = null): string {
  const title = pageTitle(page.title);
  const url = new URL(page.path, origin).toString();
  const canonical = language ? addressInLanguage(url, language) : url;
  const image = new URL(page.image, origin).toString();
  const data = [
    organization(origin),
    ...(page.breadcrumbs.length > 1 ? [breadcrumbList(origin, page.breadcrumbs)] : []),
    ...page.structuredData,
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languageAlternates(url),
    ...(page.noindex ? [meta('name', 'robots', 'noindex, nofollow')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', page.imageAlt),
    meta('property', 'og:locale', LANGUAGE_LOCALES[language ?? DEFAULT_LANGUAGE].replace('-', '_')),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', page.imageAlt),
    ...data.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('');
}
