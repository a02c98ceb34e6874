// The header's and footer's links (spec section 2), with the external sites from the environment.
import type { SiteLink, SocialNetwork } from '@ic/ui';

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
    { href: '/', label: 'Home' },
    { href: '/news', label: 'Blogs & News' },
    { href: '/characters', label: 'Characters' },
    { href: '/comics', label: 'Comics' },
    { href: '/animation', label: 'Animation' },
    { href: '/games', label: 'Games' },
    { href: '/community', label: 'Community' },
    { href: '/aboutUS', label: 'About Us' },
    { href: '/support-us', label: 'Support Us' },
    { href: '/ultimate', label: 'Ultimate' },
    { href: '/careers', label: 'Careers' },
    { href: shopHref, label: 'Shop', external: true },
  ];
}

/** The footer's page links: the content pages plus feedback (the header has no room for it). */
export const FOOTER_PAGE_LINKS: readonly SiteLink[] = [
  { href: '/characters', label: 'Characters' },
  { href: '/comics', label: 'Comics' },
  { href: '/animation', label: 'Animation' },
  { href: '/games', label: 'Games' },
  { href: '/news', label: 'Blogs & News' },
  { href: '/community', label: 'Community' },
  { href: '/aboutUS', label: 'About Us' },
  { href: '/support-us', label: 'Support Us' },
  { href: '/careers', label: 'Careers' },
  { href: '/feedback', label: 'Feedback' },
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
