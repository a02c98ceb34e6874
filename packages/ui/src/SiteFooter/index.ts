export {
  SiteFooter,
  SOCIAL_NETWORKS,
  type SiteFooterProps,
  type SocialLink,
  type SocialNetwork,
} from './SiteFooter';
