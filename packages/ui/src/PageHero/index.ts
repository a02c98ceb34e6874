export {
  PAGE_HERO_HEADINGS,
  PAGE_HERO_TONES,
  PageHero,
  PageHeroPicture,
  pageHeroVariants,
  type PageHeroProps,
} from './PageHero';
