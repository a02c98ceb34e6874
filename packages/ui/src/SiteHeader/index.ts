export { SiteHeader, LOGGED_OUT_GREETING, greetingText, type SiteHeaderProps } from './SiteHeader';
export { BRAND_NAME, isCurrentLink, type SiteLink } from './siteLinks';
