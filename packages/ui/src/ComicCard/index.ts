export { ComicCard, COMIC_CARD_HEADINGS, type ComicCardProps } from './ComicCard';
