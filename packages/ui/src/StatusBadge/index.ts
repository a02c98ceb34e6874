export {
  StatusBadge,
  statusBadgeVariants,
  STUDIO_STATUS_LABELS,
  STUDIO_STATUSES,
  type StatusBadgeProps,
  type StudioStatus,
} from './StatusBadge';
