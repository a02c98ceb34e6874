export { TeamCarousel, type TeamCarouselProps, type TeamCarouselTeam } from './TeamCarousel';
