import { ACCESS_MESSAGES, type ChapterLock, type Rating } from '@ic/domain';
import { Badge, type BadgeProps } from '../Badge';
import { useFormat, useMessage, useT } from '../i18n';
import { Icon, type IconName } from '../Icon';

export type LockReason = ChapterLock['reason'];

export const LOCK_REASONS = [
  'members',
  'sign-in',
  'early-until',
  'rating',
  'time-limit',
  'paused',
] as const satisfies readonly LockReason[];

/** Buying opens members and early chapters (red and blue); a child's own limits stay neutral. */
const LOOKS: Record<LockReason, { icon: IconName; tone: BadgeProps['tone'] }> = {
  members: { icon: 'lock', tone: 'primary' },
  'sign-in': { icon: 'lock', tone: 'primary' },
  'early-until': { icon: 'clock', tone: 'accent' },
  rating: { icon: 'eye-off', tone: 'neutral' },
  'time-limit': { icon: 'clock', tone: 'neutral' },
  paused: { icon: 'pause', tone: 'neutral' },
};

/**
 * The words of a lock (the domain's lockLabel's, in the screen's language), for a caller that
 * shows them elsewhere too: the domain's messages by their keys, a date or a rating in its own.
 */
export function useLockText(): (lock: ChapterLock, rating: Rating) => string {
  const t = useT();
  const message = useMessage();
  const { date } = useFormat();
  return (lock, rating) => {
    switch (lock.reason) {
      case 'sign-in':
      case 'members':
        return message(ACCESS_MESSAGES.membersOnly, 'errors.access.membersOnly');
      case 'early-until':
        return t('comics.lock.freeOn', { day: date(lock.until) });
      case 'rating':
        return t('comics.lock.rated', { rating });
      case 'time-limit':
        return message(ACCESS_MESSAGES.timeLimit, 'errors.access.timeLimit');
      case 'paused':
        return message(ACCESS_MESSAGES.paused, 'errors.access.paused');
    }
  };
}

export type LockBadgeProps = Omit<BadgeProps, 'children' | 'tone' | 'shape'> & {
  lock: ChapterLock;
  /** The comic's rating, named by a rating lock ('Rated T'). */
  rating: Rating;
};

/**
 * Why a chapter is closed, in the domain's words: 'Members only', 'Free on Dec 1, 2026',
 * 'Rated T', 'Paused by your guardian', 'Reading time is up for today'.
 */
export function LockBadge({ lock, rating, size = 'sm', ...rest }: LockBadgeProps) {
  const lockText = useLockText();
  const { icon, tone } = LOOKS[lock.reason];
  return (
    <Badge {...rest} tone={tone} size={size} data-lock={lock.reason}>
      <Icon name={icon} size="inherit" />
      {lockText(lock, rating)}
    </Badge>
  );
}
