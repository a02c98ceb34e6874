export { ComicHeader, COMIC_HEADER_HEADINGS, type ComicHeaderProps } from './ComicHeader';
