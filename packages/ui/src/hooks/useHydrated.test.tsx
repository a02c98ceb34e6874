import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'in the browser' : 'as drawn'}</p>;
}

describe('useHydrated', () => {
  test('is true from the first render of a page the browser draws itself', async () => {
    const screen = await render(<Probe />);
    await expect.element(screen.getByText('in the browser')).toBeInTheDocument();
  });

  test("takes the server's drawing over unchanged, then turns true", async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('as drawn');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    hydrateRoot(container, <Probe />, { onRecoverableError });
    await expect.poll(() => container.textContent).toBe('in the browser');
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
