// The header's and footer's links (spec section 2), with the external sites from the environment.
import type { SiteLink, SocialNetwork } from '@ic/ui';
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

export type ExternalSites = {
  shop: string;
  foundation: string;
  research: string;
  social: Record<SocialNetwork, string>;
};

// Defaults on the reserved .example domain: an unconfigured build never sends visitors to a
// site we do not own. Deployments set the real addresses.
const DEFAULTS: ExternalSites = {
  shop: 'https://shop.icuniverse.example',
  foundation: 'https://foundation.icuniverse.example',
  research: 'https://research.icuniverse.example',
  social: {
    x: 'https://x.icuniverse.example',
    youtube: 'https://youtube.icuniverse.example',
    facebook: 'https://facebook.icuniverse.example',
    instagram: 'https://instagram.icuniverse.example',
    linkedin: 'https://linkedin.icuniverse.example',
  },
};

/** An absolute http(s) address, or the default when it is unset, blank or malformed. */
function url(configured: string | undefined, fallback: string): string {
  const value = configured?.trim() ?? '';
  return /^https?:\/\//i.test(value) && URL.canParse(value) ? value : fallback;
}

export function externalSites(env: SiteEnv = import.meta.env): ExternalSites {
  const { social } = DEFAULTS;
  return {
    shop: url(env.VITE_SHOP_URL, DEFAULTS.shop),
    foundation: url(env.VITE_FOUNDATION_URL, DEFAULTS.foundation),
    research: url(env.VITE_RESEARCH_URL, DEFAULTS.research),
    social: {
      x: url(env.VITE_X_URL, social.x),
      youtube: url(env.VITE_YOUTUBE_URL, social.youtube),
      facebook: url(env.VITE_FACEBOOK_URL, social.facebook),
      instagram: url(env.VITE_INSTAGRAM_URL, social.instagram),
      linkedin: url(env.VITE_LINKEDIN_URL, social.linkedin),
    },
  };
}

/** The header's links in the spec's order, ending with the external shop (a new tab). */
export function headerLinks(shopHref: string): SiteLink[] {
  return [
    { href: paths.home.href(), label: 'Home' },
    { href: paths.news.href(), label: 'Blogs & News' },
    { href: paths.characters.href(), label: 'Characters' },
    { href: paths.comics.href(), label: 'Comics' },
    { href: paths.animation.href(), label: 'Animation' },
    { href: paths.games.href(), label: 'Games' },
    { href: paths.community.href(), label: 'Community' },
    { href: paths.about.href(), label: 'About Us' },
    { href: paths.supportUs.href(), label: 'Support Us' },
    { href: paths.ultimate.href(), label: 'Ultimate' },
    { href: paths.careers.href(), label: 'Careers' },
    { href: shopHref, label: 'Shop', external: true },
  ];
}

/** The footer's page links: the content pages plus feedback (the header has no room for it). */
export const FOOTER_PAGE_LINKS: readonly SiteLink[] = [
  { href: paths.characters.href(), label: 'Characters' },
  { href: paths.comics.href(), label: 'Comics' },
  { href: paths.animation.href(), label: 'Animation' },
  { href: paths.games.href(), label: 'Games' },
  { href: paths.news.href(), label: 'Blogs & News' },
  { href: paths.community.href(), label: 'Community' },
  { href: paths.about.href(), label: 'About Us' },
  { href: paths.supportUs.href(), label: 'Support Us' },
  { href: paths.careers.href(), label: 'Careers' },
  { href: paths.feedback.href(), label: 'Feedback' },
];

/** The footer's legal links (spec section 2). */
export const FOOTER_LEGAL_LINKS: readonly SiteLink[] = [
  { href: paths.privacyPolicy.href(), label: paths.privacyPolicy.title },
  { href: paths.refundPolicy.href(), label: paths.refundPolicy.title },
  { href: paths.termsOfUse.href(), label: paths.termsOfUse.title },
  { href: paths.childrenPrivacyPolicy.href(), label: paths.childrenPrivacyPolicy.title },
  { href: paths.antiHarassment.href(), label: paths.antiHarassment.title },
];

/**
 * The reader view, where the header and footer are hidden: a path containing both /comicChap/
 * and /pdfView (spec section 2). The chapter list under /comicChap/ keeps them. Case-insensitive,
 * as routes are.
 */
export function isReaderPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.includes('/comicchap/') && path.includes('/pdfview');
}
