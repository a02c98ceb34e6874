export { NO_STORIES, Timeline, TIMELINE_LABELS, type TimelineProps } from './Timeline';
export { READ_MORE_LABELS, type TimelineItem } from './TimelineEntry';
