export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { BRAND_NAME, isCurrentLink, type SiteLink } from './siteLinks';
