import type { User } from '@ic/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { ME_KEY } from '../api/me';
import { clearAuthToken, readAuthToken, storeAuthToken } from './authToken';
import { SessionContext, type Session } from './context';
import { useServerSession } from './useServerSession';
import { clearUserCookie, readUserCookie, writeUserCookie } from './userCookie';

/** Holds the signed-in user: read from the cookie at start, corrected by GET /api/me. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  // The server renders pages only for visitors without the cookie (src/ssr): signed out there.
  const [user, setUser] = useState<User | null>(() =>
    import.meta.env.SSR ? null : readUserCookie(),
  );
  // Worth asking the server only when the browser holds some sign of a session.
  const [maybeSignedIn, setMaybeSignedIn] = useState(
    () => user !== null || readAuthToken() !== null,
  );

  const signIn = useCallback((next: User, token?: string) => {
    writeUserCookie(next);
    if (token) storeAuthToken(token);
    setUser(next);
    setMaybeSignedIn(true);
  }, []);

  const signOut = useCallback(() => {
    clearUserCookie();
    clearAuthToken();
    setUser(null);
    setMaybeSignedIn(false);
    void mutate(ME_KEY, undefined, { revalidate: false });
  }, [mutate]);

  const updateUser = useCallback((patch: Partial<User>) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      writeUserCookie(next);
      return next;
    });
  }, []);

  useServerSession(maybeSignedIn, { user, adopt: signIn, signOut });

  const session = useMemo<Session>(
    () => ({ user, signedIn: user !== null, signIn, signOut, updateUser }),
    [user, signIn, signOut, updateUser],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
