export {
  CAROUSEL_DOTS_APPEARANCES,
  CarouselDots,
  carouselDotsVariants,
  MAX_DOTS,
  type CarouselDotsProps,
} from './CarouselDots';
