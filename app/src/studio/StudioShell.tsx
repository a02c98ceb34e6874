// The /studio part of the app (issue 18): the staff shell instead of the visitor chrome. The
// server decides who enters: signed out (401) goes to login and comes back, an account without
// a role (403) sees NotAllowed, anyone else the screens their roles open.
import {
  LinkProvider,
  NotAllowed,
  Note,
  PageLoading,
  RouteAnnouncer,
  StudioLayout,
  TextLink,
} from '@ic/ui';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useStudioRoles } from '../api/studio/me';
import { paths } from '../paths';
import { useSession, type ReturnTo } from '../session';
import { RouterLink } from '../shell/RouterLink';
import { MAIN_ID } from '../shell/SkipLink';
import { useRouteFocus } from '../shell/useRouteFocus';
import { studioNavigation } from './navigation';
import type { StudioContext } from './roles';
import { useNoIndex, useStudioMeta } from './useStudioMeta';

export const STUDIO_TEXT = {
  name: 'IC Studio',
  backToSite: 'Back to the site',
  loadFailed: 'The studio could not load. Check your connection and try again.',
} as const;

function Frame({ roles, children }: { roles: StudioContext['roles']; children: ReactNode }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const announcement = useRouteFocus();
  return (
    <>
      <StudioLayout
        sections={studioNavigation(roles, pathname)}
        mainId={MAIN_ID}
        navLabel="Studio"
        header={
          <>
            <strong>{STUDIO_TEXT.name}</strong>
            {user && <span>Signed in as {user.email}</span>}
            <TextLink href={paths.home.href()} variant="button" tone="secondary" size="sm">
              {STUDIO_TEXT.backToSite}
            </TextLink>
          </>
        }
      >
        {children}
      </StudioLayout>
      <RouteAnnouncer {...announcement} />
    </>
  );
}

function Gate() {
  const { signedIn } = useSession();
  const location = useLocation();
  const { roles, error } = useStudioRoles(signedIn);
  useStudioMeta(STUDIO_TEXT.name);
  const from = location.pathname + location.search;
  const toLogin = <Navigate to={paths.login.href()} replace state={{ from } satisfies ReturnTo} />;

  if (!signedIn) return toLogin;
  if (error instanceof ApiError && error.status === 401) return toLogin;
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Frame roles={[]}>
        <NotAllowed
          action={
            <TextLink href={paths.home.href()} variant="button" tone="secondary">
              {STUDIO_TEXT.backToSite}
            </TextLink>
          }
        />
      </Frame>
    );
  }
  if (error) {
    return (
      <Frame roles={[]}>
        <Note icon="alert">{STUDIO_TEXT.loadFailed}</Note>
      </Frame>
    );
  }
  if (!roles) return <PageLoading />;
  return (
    <Frame roles={roles}>
      <Outlet context={{ roles } satisfies StudioContext} />
    </Frame>
  );
}

/** The studio's root route: the design system's links through the router, noindex, the gate. */
export function StudioShell() {
  useNoIndex();
  return (
    <LinkProvider component={RouterLink}>
      <Gate />
    </LinkProvider>
  );
}
