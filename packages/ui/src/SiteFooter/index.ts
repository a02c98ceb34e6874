export {
  SiteFooter,
  COPYRIGHT_LINE,
  LEGAL_LINKS,
  SOCIAL_NETWORKS,
  type SiteFooterProps,
  type SocialNetwork,
} from './SiteFooter';
