export {
  PAGE_HERO_HEADINGS,
  PAGE_HERO_TONES,
  PageHero,
  pageHeroVariants,
  type PageHeroProps,
} from './PageHero';
