export {
  SiteFooter,
  COPYRIGHT_LINE,
  SOCIAL_NETWORKS,
  type SiteFooterProps,
  type SocialNetwork,
} from './SiteFooter';
