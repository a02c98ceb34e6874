export {
  ComicCard,
  COMIC_CARD_HEADINGS,
  MEMBERS_CHAPTERS_LABEL,
  type ComicCardProps,
} from './ComicCard';
