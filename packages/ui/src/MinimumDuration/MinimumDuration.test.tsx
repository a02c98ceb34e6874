import { TIMINGS } from '@ic/domain';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook } from 'vitest-browser-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MinimumDuration, Reveal } from './MinimumDuration';
import { useMinimumDuration } from './useMinimumDuration';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Runs `step` inside React's act() (flagged for it, as the renderer's own act does) so updates flush. */
async function inAct(step: () => void) {
  const actGlobal = globalThis as ActGlobal;
  const previous = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => step());
  } finally {
    actGlobal.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

const advance = (ms: number) => inAct(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useMinimumDuration', () => {
  it('defaults to the spec’s 2400 ms', async () => {
    expect(TIMINGS.skeletonMs).toBe(2400);
    const { result } = await renderHook(() => useMinimumDuration());
    await advance(2399);
    expect(result.current).toBe(false);
    await advance(1);
    expect(result.current).toBe(true);
  });

  it('waits for ready when the data is slower than the minimum', async () => {
    const { result, rerender } = await renderHook(
      (props?: { ready: boolean }) => useMinimumDuration(500, props?.ready ?? false),
      { initialProps: { ready: false } },
    );
    await advance(5000);
    expect(result.current).toBe(false);
    await inAct(() => void rerender({ ready: true }));
    expect(result.current).toBe(true);
  });

  it('keeps the placeholder for the full minimum when the data is quicker', async () => {
    const { result } = await renderHook(() => useMinimumDuration(1000, true));
    await advance(999);
    expect(result.current).toBe(false);
    await advance(1);
    expect(result.current).toBe(true);
  });

  it('reveals at once with no minimum', async () => {
    const { result } = await renderHook(() => useMinimumDuration(0, true));
    expect(result.current).toBe(true);
  });

  it('stops its timer on unmount', async () => {
    const { unmount } = await renderHook(() => useMinimumDuration(1000, true));
    expect(vi.getTimerCount()).toBe(1);
    await inAct(() => void unmount());
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('MinimumDuration', () => {
  it('swaps the placeholder for the children after the time, once ready', async () => {
    const screen = await render(
      <MinimumDuration minMs={300} placeholder={<p>Loading comics</p>}>
        <p>Comics</p>
      </MinimumDuration>,
    );
    expect(screen.container.textContent).toBe('Loading comics');
    await advance(300);
    expect(screen.container.textContent).toBe('Comics');
  });

  it('marks the placeholder as shown only while scripts run, so a page without them hides it', async () => {
    const screen = await render(
      <MinimumDuration minMs={300} placeholder={<p>Loading comics</p>}>
        <p>Comics</p>
      </MinimumDuration>,
    );
    const held = screen.container.querySelector('[data-slot="while-scripted"]');
    expect(held?.textContent).toBe('Loading comics');
    expect(getComputedStyle(held as Element).display).toBe('contents');
  });
});

describe('Reveal', () => {
  it('writes the content for readers without scripts while the placeholder shows', () => {
    const page = renderToStaticMarkup(
      <Reveal revealed={false} placeholder={<p>Loading jobs</p>}>
        <p>Jobs</p>
      </Reveal>,
    );
    expect(page).toMatch(
      /^<div data-slot="while-scripted"[^>]*><p>Loading jobs<\/p><\/div><noscript><p>Jobs<\/p><\/noscript>$/,
    );
  });

  it('writes no <noscript> while there is no content yet, and only the content once revealed', () => {
    const waiting = renderToStaticMarkup(
      <Reveal revealed={false} placeholder={<p>Loading jobs</p>}>
        {false}
      </Reveal>,
    );
    expect(waiting).not.toContain('noscript');
    const revealed = renderToStaticMarkup(
      <Reveal revealed placeholder={<p>Loading jobs</p>}>
        <p>Jobs</p>
      </Reveal>,
    );
    expect(revealed).toBe('<p>Jobs</p>');
  });
});
