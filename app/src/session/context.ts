import type { User } from '@ic/domain';
import { createContext } from 'react';

export type Session = {
  user: User | null;
  signedIn: boolean;
  /** Stores the user (state and cookie) and the bearer token when the server gave one. */
  signIn: (user: User, token?: string) => void;
  /** Clears the state, expires the cookie at once and forgets the token. */
  signOut: () => void;
  /** Changes fields of the signed-in user, e.g. after the newsletter toggle. */
  updateUser: (patch: Partial<User>) => void;
};

export const SessionContext = createContext<Session | null>(null);
