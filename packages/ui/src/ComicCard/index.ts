export { ComicCard, COMIC_CARD_HEADINGS, type ComicCardProps } from './ComicCard';
export { Cover, type CoverProps } from './Cover';
