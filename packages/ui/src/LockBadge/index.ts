export {
  LockBadge,
  LOCK_REASONS,
  lockText,
  type LockBadgeProps,
  type LockReason,
} from './LockBadge';
