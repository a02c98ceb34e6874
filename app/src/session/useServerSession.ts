import type { User } from '@ic/domain';
import useSWR from 'swr';
import { ApiError } from '../api/client';
import { ME_KEY, getMe } from '../api/me';
import { displayCopy } from './userCookie';

type Reconcile = {
  user: User | null;
  adopt: (user: User) => void;
  signOut: () => void;
};

function sameDisplay(a: User, b: User): boolean {
  return JSON.stringify(displayCopy(a)) === JSON.stringify(displayCopy(b)) && a.avatar === b.avatar;
}

/**
 * Asks GET /api/me whenever the browser thinks it may be signed in (at start, after sign-in and
 * on focus) and trusts the answer over the cookie: another record replaces the cookie's, and a
 * 401 (an expired or revoked session) signs the browser out. No answer changes nothing.
 */
export function useServerSession(
  maybeSignedIn: boolean,
  { user, adopt, signOut }: Reconcile,
): void {
  useSWR(maybeSignedIn ? ME_KEY : null, getMe, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    // A child's limits are not part of the user record (useChildStatus reads them).
    onSuccess: ({ child: _limits, ...me }) => {
      if (!user || !sameDisplay(user, me)) adopt({ ...user, ...me });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) signOut();
    },
  });
}
