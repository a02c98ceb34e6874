import { Button, type ButtonProps } from '../Button';
import { useCatalogue, useT } from '../i18n';
import { Icon } from '../Icon';

export type FollowButtonProps = Pick<ButtonProps, 'size'> & {
  /** The reader follows the series now. */
  following: boolean;
  /** Called with the state asked for: true to follow, false to stop. */
  onChange: (following: boolean) => void;
  /** A change is on its way: the button waits, so a double click asks once. */
  pending?: boolean;
  /** The series, heard after the visible words ('Follow Night Watch: Mayapuri'). */
  title: string;
  className?: string;
};

/**
 * Follow a series, or stop: a toggle button (aria-pressed) that says what it is now, 'Follow'
 * or 'Following'. New chapters of a followed series show in "New for you" and, for readers who
 * allow mail, in a mail.
 */
export function FollowButton({
  following,
  onChange,
  pending = false,
  title,
  size,
  className,
}: FollowButtonProps) {
  // Its words are the comics catalogue's, which the account's follows also need.
  useCatalogue('comics');
  const t = useT();
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size={size}
      aria-pressed={following}
      aria-disabled={pending || undefined}
      className={className}
      onClick={() => {
        if (!pending) onChange(!following);
      }}
    >
      <Icon name={following ? 'check' : 'plus'} />
      {t(following ? 'comics.follow.following' : 'comics.follow.follow')}
      <span className="ic-visually-hidden"> {title}</span>
    </Button>
  );
}
