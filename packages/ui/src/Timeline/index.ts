export { Timeline, type TimelineProps } from './Timeline';
export { type TimelineItem } from './TimelineEntry';
