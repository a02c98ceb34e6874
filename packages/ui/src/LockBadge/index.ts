export {
  LockBadge,
  LOCK_REASONS,
  useLockText,
  type LockBadgeProps,
  type LockReason,
} from './LockBadge';
