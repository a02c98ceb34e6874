export { EMPTY_STATE_HEADINGS, EmptyState, type EmptyStateProps } from './EmptyState';
