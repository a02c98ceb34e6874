export { OpenedChapters, type OpenedChapter, type OpenedChaptersProps } from './OpenedChapters';
