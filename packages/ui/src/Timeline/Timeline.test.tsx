import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';

function Probe() {
  return <p>{useMediaQuery(MOBILE_QUERY) ? 'mobile' : 'desktop'}</p>;
}

describe('useMediaQuery(MOBILE_QUERY)', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  test('follows the viewport across the 768 px breakpoint', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<Probe />);
    await expect.element(screen.getByText('desktop')).toBeInTheDocument();

    await page.viewport(767, 800);
    await expect.element(screen.getByText('mobile')).toBeInTheDocument();

    await page.viewport(768, 800);
    await expect.element(screen.getByText('desktop')).toBeInTheDocument();
  });

  test('starts as mobile on a phone-sized viewport', async () => {
    await page.viewport(375, 740);
    const screen = await render(<Probe />);
    await expect.element(screen.getByText('mobile')).toBeInTheDocument();
  });
});
