import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen } from 'vitest/browser';
import { TestProviders } from '../test/providers';
import { RequireSession } from './RequireSession';
import { clearUserCookie, writeUserCookie } from './userCookie';

function LoginProbe() {
  const { state } = useLocation();
  return <p>login, back to {(state as { from?: string } | null)?.from}</p>;
}

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
    writeUserCookie({
      name: 'Meera Rao',
      username: 'meera_r1',
      email: 'm@example.com',
      newsLetter: false,
    });
    await renderAt('/cart');
    await expect.element(screen.getByText('cart content')).toBeVisible();
  });
});
