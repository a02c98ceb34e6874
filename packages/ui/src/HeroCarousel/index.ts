export { HeroCarousel, type HeroCarouselProps } from './HeroCarousel';
