export { ScrollRow, type ScrollRowProps } from './ScrollRow';
