import { Button, type ButtonProps } from '../Button';
import { useCatalogue, useT } from '../i18n';
import { Icon } from '../Icon';

export type MyListButtonProps = Pick<ButtonProps, 'size'> & {
  /** The comic or character is on the reader's list now. */
  added: boolean;
  /** Called with the state asked for: true to add, false to take it off. */
  onChange: (added: boolean) => void;
  /** A change is on its way: the button waits, so a double click asks once. */
  pending?: boolean;
  /** No reader is signed in: a plain button that calls `onSignIn` (log in, then come back). */
  signedOut?: boolean;
  onSignIn?: () => void;
  /** The comic or character, heard after the visible words ('Add to My list Agni'). */
  title: string;
  className?: string;
};

/**
 * Keep a comic or a character on My list, or take it off: a toggle button (aria-pressed) that
 * says what it is now, 'Add to My list' or 'On My list'. Signed out it is no toggle: a click leads
 * to logging in.
 */
export function MyListButton({
  added,
  onChange,
  pending = false,
  signedOut = false,
  onSignIn,
  title,
  size,
  className,
}: MyListButtonProps) {
  // Its words are the comics catalogue's, which the account's and a biography's pages share.
  useCatalogue('comics');
  const t = useT();
  if (signedOut)
    return (
      <Button variant="secondary" size={size} className={className} onClick={onSignIn}>
        <Icon name="bookmark" />
        {t('comics.myList.logIn')}
        <span className="ic-visually-hidden"> {title}</span>
      </Button>
    );
  return (
    <Button
      variant="secondary"
      size={size}
      aria-pressed={added}
      aria-disabled={pending || undefined}
      className={className}
      onClick={() => {
        if (!pending) onChange(!added);
      }}
    >
      <Icon name={added ? 'bookmark-filled' : 'bookmark'} />
      {t(added ? 'comics.myList.on' : 'comics.myList.add')}
      <span className="ic-visually-hidden"> {title}</span>
    </Button>
  );
}
