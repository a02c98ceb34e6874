// The header's and footer's links (spec section 2), with the external sites from the environment.
import { SOCIAL_NETWORKS, type SiteLink, type SocialLink, type SocialNetwork } from '@ic/ui';
import { paths } from '../paths';

/** The VITE_* settings read here; every one is optional. */
export type SiteEnv = Partial<
  Record<
    | 'VITE_SHOP_URL'
    | 'VITE_FOUNDATION_URL'
    | 'VITE_RESEARCH_URL'
    | 'VITE_X_URL'
    | 'VITE_YOUTUBE_URL'
    | 'VITE_FACEBOOK_URL'
    | 'VITE_INSTAGRAM_URL'
    | 'VITE_LINKEDIN_URL',
    string
  >
>;

/** The external sites that are configured; a missing one is not linked anywhere. */
export type ExternalSites = {
  shop?: string;
  foundation?: string;
  research?: string;
  /** The configured social pages, in the footer's order. */
  social: SocialLink[];
};

const SOCIAL_ENV: Record<SocialNetwork, keyof SiteEnv> = {
  x: 'VITE_X_URL',
  youtube: 'VITE_YOUTUBE_URL',
  facebook: 'VITE_FACEBOOK_URL',
  instagram: 'VITE_INSTAGRAM_URL',
  linkedin: 'VITE_LINKEDIN_URL',
};

/** An absolute http(s) address, or undefined when it is unset, blank or malformed. */
function url(configured: string | undefined): string | undefined {
  const value = configured?.trim() ?? '';
  return /^https?:\/\//i.test(value) && URL.canParse(value) ? value : undefined;
}

/**
 * The external sites from the environment. Nothing is made up for a missing setting: a link to
 * a host nobody runs is worse than no link, so every consumer hides what has no address.
 */
export function externalSites(env: SiteEnv = import.meta.env): ExternalSites {
  return {
    shop: url(env.VITE_SHOP_URL),
    foundation: url(env.VITE_FOUNDATION_URL),
    research: url(env.VITE_RESEARCH_URL),
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const href = url(env[SOCIAL_ENV[network]]);
      return href ? [{ network, href }] : [];
    }),
  };
}

/** A header or footer link before translation: its words are the shell catalogue's `key`. */
export type ShellLink = { href: string; key: string; external?: boolean };

/** The header's links in the spec's order, ending with the external shop (a new tab) if there is one. */
export function headerLinks(shopHref: string | undefined): ShellLink[] {
  return [
    { href: paths.home.href(), key: 'shell.nav.home' },
    { href: paths.news.href(), key: 'shell.nav.news' },
    { href: paths.characters.href(), key: 'shell.nav.characters' },
    { href: paths.comics.href(), key: 'shell.nav.comics' },
    { href: paths.animation.href(), key: 'shell.nav.animation' },
    { href: paths.games.href(), key: 'shell.nav.games' },
    { href: paths.community.href(), key: 'shell.nav.community' },
    { href: paths.about.href(), key: 'shell.nav.about' },
    { href: paths.supportUs.href(), key: 'shell.nav.supportUs' },
    { href: paths.ultimate.href(), key: 'shell.nav.ultimate' },
    { href: paths.careers.href(), key: 'shell.nav.careers' },
    ...(shopHref ? [{ href: shopHref, key: 'shell.nav.shop', external: true }] : []),
  ];
}

/** The footer's page links: the content pages plus feedback (the header has no room for it). */
export const FOOTER_PAGE_LINKS: readonly ShellLink[] = [
  { href: paths.characters.href(), key: 'shell.nav.characters' },
  { href: paths.comics.href(), key: 'shell.nav.comics' },
  { href: paths.animation.href(), key: 'shell.nav.animation' },
  { href: paths.games.href(), key: 'shell.nav.games' },
  { href: paths.news.href(), key: 'shell.nav.news' },
  { href: paths.community.href(), key: 'shell.nav.community' },
  { href: paths.about.href(), key: 'shell.nav.about' },
  { href: paths.supportUs.href(), key: 'shell.nav.supportUs' },
  { href: paths.careers.href(), key: 'shell.nav.careers' },
  { href: paths.feedback.href(), key: 'shell.nav.feedback' },
];

/** The footer's legal links (spec section 2). */
export const FOOTER_LEGAL_LINKS: readonly ShellLink[] = [
  { href: paths.privacyPolicy.href(), key: 'shell.legal.privacyPolicy' },
  { href: paths.refundPolicy.href(), key: 'shell.legal.refundPolicy' },
  { href: paths.termsOfUse.href(), key: 'shell.legal.termsOfUse' },
  { href: paths.childrenPrivacyPolicy.href(), key: 'shell.legal.childrenPrivacyPolicy' },
  { href: paths.antiHarassment.href(), key: 'shell.legal.antiHarassment' },
];

/** The links with their words in the screen's language. */
export function translatedLinks(
  links: readonly ShellLink[],
  t: (key: string) => string,
): SiteLink[] {
  return links.map(({ key, ...link }) => ({ ...link, label: t(key) }));
}

/**
 * The reader view, where the header and footer are hidden: a path containing both /comicChap/
 * and /pdfView (spec section 2). The chapter list under /comicChap/ keeps them. Case-insensitive,
 * as routes are.
 */
export function isReaderPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.includes('/comicchap/') && path.includes('/pdfview');
}
