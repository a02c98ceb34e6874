export {
  HeroCarousel,
  HeroCarouselSkeleton,
  type HeroCarouselProps,
  type HeroCarouselSkeletonProps,
} from './HeroCarousel';
