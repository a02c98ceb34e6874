import type { MyListKind } from '@ic/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMyList } from '../../api/myList';
import { paths } from '../../paths';
import { useSession, type ReturnTo } from '../../session';

/**
 * My list for one screen: whether an item is on it, adding or removing it (one change at a time),
 * and, signed out, the way to log in that comes back here.
 */
export function useMyListToggle() {
  const { signedIn } = useSession();
  const { items, isOnList, setOnList } = useMyList(signedIn);
  const [pending, setPending] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const change = async (kind: MyListKind, id: string, added: boolean) => {
    setPending(`${kind}/${id}`);
    try {
      await setOnList(kind, id, added);
    } finally {
      setPending(null);
    }
  };
  const logIn = () => {
    const from = location.pathname + location.search;
    void navigate(paths.login.href(), { state: { from } satisfies ReturnTo });
  };
  return {
    signedIn,
    items,
    isOnList,
    isPending: (kind: MyListKind, id: string) => pending === `${kind}/${id}`,
    change: (kind: MyListKind, id: string, added: boolean) => void change(kind, id, added),
    logIn,
  };
}
