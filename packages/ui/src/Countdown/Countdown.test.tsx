import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Countdown } from './Countdown';
import { InEnglish } from '../i18n';

const START = new Date(2025, 9, 10, 12, 0, 0);
const at = (ms: number) => new Date(START.getTime() + ms);
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

const group = () => document.querySelector<HTMLElement>('[role="group"]');

function values() {
  const units = document.querySelectorAll<HTMLElement>('[data-slot="value"]');
  return Array.from(units, (unit) => unit.textContent);
}

/** Advances the fake clock inside React's act, so the updates it causes are rendered on return. */
async function advance(ms: number) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

// Only the interval and Date are faked: React's own scheduling stays real. No vi.waitFor here:
// with fake timers it advances the clock itself while polling.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  test('shows days, hours, minutes and seconds to the target, zero-padded', async () => {
    await render(<Countdown target={at(DAY + 2 * 3_600_000 + 3 * 60_000 + 4 * SECOND)} />, {
      wrapper: InEnglish,
    });
    expect(values()).toEqual(['01', '02', '03', '04']);
  });

  test('recomputes every second from the system clock', async () => {
    await render(<Countdown target={at(65 * SECOND)} />, { wrapper: InEnglish });
    expect(values()).toEqual(['00', '00', '01', '05']);
    await advance(999);
    expect(values()).toEqual(['00', '00', '01', '05']);
    await advance(1);
    expect(values()).toEqual(['00', '00', '01', '04']);
    await advance(5 * SECOND);
    expect(values()).toEqual(['00', '00', '00', '59']);
  });

  test('shows zeros once the target passes, announces the end once and stops ticking', async () => {
    await render(<Countdown target={at(2 * SECOND)} endedMessage="The event has begun." />, {
      wrapper: InEnglish,
    });
    expect(group()?.dataset.state).toBe('running');
    expect(vi.getTimerCount()).toBe(1);
    await advance(3 * SECOND);
    expect(values()).toEqual(['00', '00', '00', '00']);
    expect(group()?.dataset.state).toBe('ended');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'The event has begun.',
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a target already passed shows zeros and starts no timer', async () => {
    await render(<Countdown target={at(-DAY)} />, { wrapper: InEnglish });
    expect(values()).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('reads time only from an injected clock', async () => {
    let time = at(0);
    const clock = () => time;
    await render(<Countdown target={at(DAY)} now={clock} tickMs={500} />, { wrapper: InEnglish });
    expect(values()).toEqual(['01', '00', '00', '00']);
    time = at(DAY - 90 * 60 * SECOND);
    await advance(500);
    expect(values()).toEqual(['00', '01', '30', '00']);
  });

  test('names the group with the target date and keeps the ticking out of the live region', async () => {
    await render(<Countdown target={new Date(2025, 9, 12)} />, { wrapper: InEnglish });
    expect(group()?.getAttribute('aria-label')).toBe('Countdown to Oct 12, 2025');
    await advance(3 * SECOND);
    expect(values()[3]).toBe('57');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  test('defaults to the spec event: 12 Oct 2025, local midnight', async () => {
    await render(<Countdown />, { wrapper: InEnglish });
    expect(group()?.getAttribute('aria-label')).toBe('Countdown to Oct 12, 2025');
    expect(values()).toEqual(['01', '12', '00', '00']);
  });
});
