export {
  PROMO_BANNER_HEADINGS,
  PROMO_BANNER_IMAGE_SIDES,
  PROMO_BANNER_TONES,
  PromoBanner,
  promoBannerVariants,
  type PromoBannerProps,
} from './PromoBanner';
