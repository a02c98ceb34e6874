import { I18nProvider } from '@lingui/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createI18n } from './catalogues';
import { useCatalogue, useT } from './hooks';

function CharactersTitle() {
  useCatalogue('characters', 'news');
  return <h1>{useT()('characters.hero.title')}</h1>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCatalogue', () => {
  it('suspends until its areas arrive, then shows their words with no warning from React', async () => {
    const errors = vi.spyOn(console, 'error');
    const i18n = createI18n({ strict: true });
    // A new element each time, so React renders the component again rather than keeping it.
    const page = () => (
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <CharactersTitle />
        </Suspense>
      </I18nProvider>
    );
    const screen = await render(page());
    await expect.element(screen.getByRole('heading', { name: 'Characters' })).toBeVisible();
    // Rendered again once loaded: the same hooks in the same order as while it waited.
    await screen.rerender(page());
    await expect.element(screen.getByRole('heading', { name: 'Characters' })).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
  });
});
