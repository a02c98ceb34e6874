export { ChapterList, type ChapterListItem, type ChapterListProps } from './ChapterList';
export { ChapterRow, CHAPTER_HEADINGS, type ChapterRowProps } from './ChapterRow';
