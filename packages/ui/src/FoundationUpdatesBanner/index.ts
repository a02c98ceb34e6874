export {
  FOUNDATION_BANNER_HEADINGS,
  FOUNDATION_UPDATES_ACTION,
  FOUNDATION_UPDATES_DESCRIPTION,
  FOUNDATION_UPDATES_TITLE,
  FoundationUpdatesBanner,
  type FoundationUpdatesBannerProps,
} from './FoundationUpdatesBanner';
