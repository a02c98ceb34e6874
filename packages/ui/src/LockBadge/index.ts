export {
  LockBadge,
  LOCK_REASONS,
  lockText,
  type ChapterLockView,
  type LockBadgeProps,
  type LockReason,
} from './LockBadge';
