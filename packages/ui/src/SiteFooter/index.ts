export {
  SiteFooter,
  COPYRIGHT_LINE,
  SOCIAL_NETWORKS,
  type SiteFooterProps,
  type SocialLink,
  type SocialNetwork,
} from './SiteFooter';
