export { SpotlightCards, type SpotlightCardsProps } from './SpotlightCards';
