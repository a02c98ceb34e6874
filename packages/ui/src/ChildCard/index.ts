export { ChildCard, readingToday, type ChildCardProps } from './ChildCard';
