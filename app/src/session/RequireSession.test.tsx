import { RouterProvider, createMemoryRouter, useLocation, useNavigation } from 'react-router-dom';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen } from 'vitest/browser';
import { TestProviders } from '../test/providers';
import { RequireSession } from './RequireSession';
import { useSession } from './useSession';
import { clearUserCookie, writeUserCookie } from './userCookie';

function LoginProbe() {
  const { state } = useLocation();
  return <p>login, back to {(state as { from?: string } | null)?.from}</p>;
}

const MEERA = {
  name: 'Meera Rao',
  username: 'meera_r1',
  email: 'm@example.com',
  newsLetter: false,
};

async function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/cart', element: <RequireSession>cart content</RequireSession> },
    ],
    { initialEntries: [url] },
  );
  await render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return router;
}

describe('RequireSession', () => {
  afterEach(clearUserCookie);

  it('sends a signed-out visitor to /login with the way back', async () => {
    const router = await renderAt('/cart?step=2');
    await expect.element(screen.getByText('login, back to /cart?step=2')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the page to a signed-in user', async () => {
    writeUserCookie(MEERA);
    await renderAt('/cart');
    await expect.element(screen.getByText('cart content')).toBeVisible();
  });

  it('lets a navigation already under way decide where a person who just signed out goes', async () => {
    writeUserCookie(MEERA);
    let arrive = () => {};
    const homeLoaded = new Promise<null>((resolve) => (arrive = () => resolve(null)));
    const router = createMemoryRouter(
      [
        { path: '/', loader: () => homeLoaded, element: <p>home</p> },
        { path: '/login', element: <LoginProbe /> },
        {
          path: '/cart',
          element: (
            <RequireSession>
              <SignsOutWhenLeaving />
            </RequireSession>
          ),
        },
      ],
      { initialEntries: ['/cart'] },
    );
    await render(<RouterProvider router={router} />, { wrapper: TestProviders });
    await expect.element(screen.getByText('cart content')).toBeVisible();
    void router.navigate('/');
    await expect.element(screen.getByText('cart content')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    arrive();
    await expect.element(screen.getByText('home')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});

/** Signs out as soon as the router starts leaving, as a 401 from the session check would. */
function SignsOutWhenLeaving() {
  const { signOut } = useSession();
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    if (leaving) signOut();
  }, [leaving, signOut]);
  return <>cart content</>;
}
