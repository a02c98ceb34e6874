import { InEnglish, LinkProvider, TextLink } from '@ic/ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page as screen } from 'vitest/browser';
import { paths } from '../../paths';
import { BiographyLink, biographyIdOf } from './biographyLink';

describe('biographyIdOf', () => {
  it('reads the navigation state first (spec section 2)', () => {
    expect(biographyIdOf({ state: { id: 'from-state' }, search: '?id=from-query' })).toBe(
      'from-state',
    );
  });

  it('falls back to ?id= for a reload or a shared link', () => {
    expect(biographyIdOf({ state: null, search: '?id=from-query' })).toBe('from-query');
    expect(biographyIdOf({ state: { other: 1 }, search: '?id=from-query' })).toBe('from-query');
  });

  it('has no id when neither holds one', () => {
    expect(biographyIdOf({ state: undefined, search: '' })).toBeUndefined();
    expect(biographyIdOf({ state: { id: '' }, search: '?id=' })).toBeUndefined();
  });
});

describe('BiographyLink', () => {
  async function renderLinks() {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <LinkProvider component={BiographyLink}>
              <TextLink href={paths.biography.href('c42')}>Agnira</TextLink>
              <TextLink href={paths.characters.href()}>View All</TextLink>
            </LinkProvider>
          ),
        },
        { path: paths.biography.path, element: <p>Biography</p> },
        { path: paths.characters.path, element: <p>Characters</p> },
      ],
      { initialEntries: ['/'] },
    );
    await render(
      <InEnglish>
        <RouterProvider router={router} />
      </InEnglish>,
    );
    return router;
  }

  it('navigates in the app with the id in the query and in the navigation state', async () => {
    const router = await renderLinks();
    await screen.getByRole('link', { name: 'Agnira' }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/characters/biography'));
    expect(router.state.location.search).toBe('?id=c42');
    expect(router.state.location.state).toEqual({ id: 'c42' });
  });

  it('leaves the other links of the section without state', async () => {
    const router = await renderLinks();
    await screen.getByRole('link', { name: 'View All' }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/characters'));
    expect(router.state.location.state).toBeNull();
  });
});
