import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router-dom';
import { paths } from '../paths';
import { useSession } from './useSession';

/** Where the login page sends the person back to after signing in (navigation state). */
export type ReturnTo = { from?: string };

/**
 * The account, feedback, avatar and checkout screens need a signed-in user (spec section 6).
 * A signed-out visitor goes to /login, which brings them back here afterwards. When the session
 * ends while a navigation is already under way (Delete My Account leaving for the home page while
 * a session check answers 401), that navigation decides where the person goes.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (signedIn) return children;
  if (navigation.state !== 'idle') return null;
  const from = location.pathname + location.search;
  return <Navigate to={paths.login.href()} replace state={{ from } satisfies ReturnTo} />;
}
