import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { breakpoints } from '../theme';
import { useMediaQuery } from './useMediaQuery';

// The timeline's phone layout: narrower than the md breakpoint (768 px).
const NARROW = `(max-width: ${breakpoints.md - 0.02}px)`;
const WIDE = `(min-width: ${breakpoints.lg}px)`;

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'matches' : 'does not match'}</p>;
}

/** Switches its query on a click, as a component whose props change would. */
function SwitchingProbe() {
  const [query, setQuery] = useState(NARROW);
  return (
    <>
      <button type="button" onClick={() => setQuery(WIDE)}>
        Ask about wide screens
      </button>
      <Probe query={query} />
    </>
  );
}

describe('useMediaQuery', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  test('follows the viewport across the 768 px breakpoint', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<Probe query={NARROW} />);
    await expect.element(screen.getByText('does not match')).toBeInTheDocument();

    await page.viewport(767, 800);
    await expect.element(screen.getByText('matches', { exact: true })).toBeInTheDocument();

    await page.viewport(768, 800);
    await expect.element(screen.getByText('does not match')).toBeInTheDocument();
  });

  test('matches from the first render on a phone-sized viewport', async () => {
    await page.viewport(375, 740);
    const screen = await render(<Probe query={NARROW} />);
    await expect.element(screen.getByText('matches', { exact: true })).toBeInTheDocument();
  });

  test('answers for the new query when the query changes', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<SwitchingProbe />);
    await expect.element(screen.getByText('does not match')).toBeInTheDocument();

    await screen.getByRole('button', { name: 'Ask about wide screens' }).click();
    await expect.element(screen.getByText('matches', { exact: true })).toBeInTheDocument();

    await page.viewport(1000, 800);
    await expect.element(screen.getByText('does not match')).toBeInTheDocument();
  });
});
