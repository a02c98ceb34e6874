import type { MyListKind } from '@ic/domain';
import { MyListButton } from '@ic/ui';
import { useMyListToggle } from './useMyListToggle';

/** The My list button for one comic or character: a toggle signed in, the way to log in otherwise. */
export function MyListAction({ kind, id, title }: { kind: MyListKind; id: string; title: string }) {
  const myList = useMyListToggle();
  return (
    <MyListButton
      title={title}
      added={myList.isOnList(kind, id)}
      pending={myList.isPending(kind, id)}
      signedOut={!myList.signedIn}
      onSignIn={myList.logIn}
      onChange={(added) => myList.change(kind, id, added)}
    />
  );
}
