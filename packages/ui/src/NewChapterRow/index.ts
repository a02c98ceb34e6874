export { NewChapterRow, type NewChapterItem, type NewChapterRowProps } from './NewChapterRow';
