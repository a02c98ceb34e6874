export { PagedCarousel, type PagedCarouselProps } from './PagedCarousel';
export {
  usePagedCarousel,
  type PagedCarouselOptions,
  type PagedCarouselState,
} from './usePagedCarousel';
