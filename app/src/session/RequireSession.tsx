import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../paths';
import { useSession } from './useSession';

/** Where the login page sends the person back to after signing in (navigation state). */
export type ReturnTo = { from?: string };

/**
 * The account, feedback, avatar and checkout screens need a signed-in user (spec section 6).
 * A signed-out visitor goes to /login, which brings them back here afterwards.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return children;
  const from = location.pathname + location.search;
  return <Navigate to={paths.login.href()} replace state={{ from } satisfies ReturnTo} />;
}
