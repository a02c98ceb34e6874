export {
  CAROUSEL_DOTS_APPEARANCES,
  CarouselDots,
  carouselDotsVariants,
  type CarouselDotsProps,
} from './CarouselDots';
