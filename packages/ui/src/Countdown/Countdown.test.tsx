import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Countdown } from './Countdown';

const START = new Date(2025, 9, 10, 12, 0, 0);
const at = (ms: number) => new Date(START.getTime() + ms);
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

function values() {
  const units = document.querySelectorAll<HTMLElement>('[data-slot="value"]');
  return Array.from(units, (unit) => unit.textContent);
}

// Only the interval and Date are faked: React's own scheduling and the assertion polling stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  test('shows days, hours, minutes and seconds to the target, zero-padded', async () => {
    await render(<Countdown target={at(DAY + 2 * 3_600_000 + 3 * 60_000 + 4 * SECOND)} />);
    expect(values()).toEqual(['01', '02', '03', '04']);
  });

  test('recomputes every second from the system clock', async () => {
    await render(<Countdown target={at(65 * SECOND)} />);
    expect(values()).toEqual(['00', '00', '01', '05']);
    vi.advanceTimersByTime(999);
    expect(values()).toEqual(['00', '00', '01', '05']);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(values()).toEqual(['00', '00', '01', '04']));
    vi.advanceTimersByTime(5 * SECOND);
    await vi.waitFor(() => expect(values()).toEqual(['00', '00', '00', '59']));
  });

  test('shows zeros once the target passes, announces the end once and stops ticking', async () => {
    await render(<Countdown target={at(2 * SECOND)} endedMessage="The event has begun." />);
    const region = page.getByRole('group', { name: /^Countdown to / });
    await expect.element(region).toHaveAttribute('data-state', 'running');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3 * SECOND);
    await vi.waitFor(() => expect(values()).toEqual(['00', '00', '00', '00']));
    await expect.element(region).toHaveAttribute('data-state', 'ended');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'The event has begun.',
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a target already passed shows zeros and starts no timer', async () => {
    await render(<Countdown target={at(-DAY)} />);
    expect(values()).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('reads time only from an injected clock', async () => {
    let time = at(0);
    const clock = () => time;
    await render(<Countdown target={at(DAY)} now={clock} tickMs={500} />);
    expect(values()).toEqual(['01', '00', '00', '00']);
    time = at(DAY - 90 * 60 * SECOND);
    vi.advanceTimersByTime(500);
    await vi.waitFor(() => expect(values()).toEqual(['00', '01', '30', '00']));
  });

  test('names the group with the target date and keeps the ticking out of the live region', async () => {
    await render(<Countdown target={new Date(2025, 9, 12)} />);
    await expect
      .element(page.getByRole('group', { name: 'Countdown to Oct 12, 2025' }))
      .toBeVisible();
    vi.advanceTimersByTime(3 * SECOND);
    await vi.waitFor(() => expect(values()[3]).toBe('57'));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  test('defaults to the spec event: 12 Oct 2025, local midnight', async () => {
    await render(<Countdown />);
    await expect
      .element(page.getByRole('group', { name: 'Countdown to Oct 12, 2025' }))
      .toBeVisible();
    expect(values()).toEqual(['01', '12', '00', '00']);
  });
});
