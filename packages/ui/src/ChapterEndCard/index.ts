export {
  ChapterEndCard,
  type ChapterEndCardProps,
  type EndCardComic,
  type EndCardNext,
} from './ChapterEndCard';
