import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen } from 'vitest/browser';
import { NetworkError as ApiNetworkError } from '../api/errors';
import { TestProviders } from '../test/providers';
import { isNetworkFailure } from './networkFailure';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const CHUNK_FAILURE = 'Failed to fetch dynamically imported module: /assets/AboutPage-abc.js';

/** The app's root route with one page whose lazy module rejects with `error`. */
async function visitFailingPage(error: unknown, reload = vi.fn()) {
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: () => <RouteError reload={reload} />,
      children: [{ path: 'aboutUS', lazy: () => Promise.reject(error) }],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/aboutUS'] });
  await render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return reload;
}

function CrashingPage(): never {
  throw new ApiNetworkError(new TypeError('Failed to fetch'));
}

beforeEach(() => {
  // The router reports the failure it catches; the screen is what these tests are about.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('a route that failed because of the network', () => {
  it("shows 'Whooops!' with the connection tips when the page's chunk did not download", async () => {
    await visitFailingPage(new TypeError(CHUNK_FAILURE));
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Whooops!' })).toBeVisible();
    await expect.element(screen.getByRole('list', { name: 'Connection tips' })).toBeVisible();
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Something went wrong.' }).query()).toBeNull();
    await vi.waitFor(() => expect(document.title).toBe('Whooops! | IC Universe'));
  });

  it('reloads the page on Try again', async () => {
    const reload = await visitFailingPage(new TypeError(CHUNK_FAILURE));
    await screen.getByRole('button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows 'Whooops!' when a page throws the API's NetworkError", async () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        ErrorBoundary: () => <RouteError reload={vi.fn()} />,
        children: [{ index: true, Component: CrashingPage }],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await render(<RouterProvider router={router} />, { wrapper: TestProviders });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Whooops!' })).toBeVisible();
  });
});

describe('any other failure', () => {
  it('keeps the generic message with a reload link', async () => {
    await visitFailingPage(new Error('The page module has a bug'));
    const alert = screen.getByRole('alert');
    await expect
      .element(alert.getByRole('heading', { level: 1, name: 'Something went wrong.' }))
      .toBeVisible();
    await expect.element(alert.getByRole('link', { name: 'Reload the page' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Whooops!' }).query()).toBeNull();
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });
});

describe('isNetworkFailure', () => {
  it.each([
    [new TypeError(CHUNK_FAILURE), true],
    [new TypeError('error loading dynamically imported module: /assets/x.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new ApiNetworkError(new TypeError('Failed to fetch')), true],
    [new TypeError("Cannot read properties of undefined (reading 'map')"), false],
    [new Error(CHUNK_FAILURE), false],
    ['Failed to fetch dynamically imported module', false],
    [undefined, false],
  ])('%s -> %s', (error, expected) => {
    expect(isNetworkFailure(error)).toBe(expected);
  });
});
