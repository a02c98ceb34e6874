import { TIMINGS } from '@ic/domain';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { demoTeams } from '../storybook/demoCast';
import { TeamCarousel } from './TeamCarousel';
import { InEnglish } from '../i18n';

const heading = () => document.querySelector('h2')?.textContent;

/** A DOM click: no pointer over the carousel and no focus inside it, so neither pauses it. */
function press(name: string) {
  return inAct(() => {
    const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    if (!button) throw new Error(`No button named ${name}`);
    button.click();
  });
}

/** Runs `step` inside React's act, so the updates it causes are rendered on return. */
async function inAct(step: () => void) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => step());
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const advance = (ms: number) => inAct(() => vi.advanceTimersByTime(ms));

// Only the interval is faked: React's own scheduling stays real. No vi.waitFor here: with fake
// timers it advances the clock itself while polling.
// The browser's pointer stays wherever an earlier test file left it; if that spot is over the
// carousel, hover pauses it. Park the pointer on a corner element that sits above everything.
let parking: HTMLElement;
beforeEach(async () => {
  parking = Object.assign(document.createElement('div'), { title: 'pointer parking' });
  parking.style.cssText = 'position:fixed;right:0;bottom:0;width:4px;height:4px;z-index:2147483647';
  document.body.append(parking);
  await userEvent.hover(parking);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  parking.remove();
});

describe('TeamCarousel rotation', () => {
  test('the About page rotation moves every 5 s and wraps after the last team', async () => {
    await render(<TeamCarousel teams={demoTeams()} rotateMs={TIMINGS.teamRotationMs} />, {
      wrapper: InEnglish,
    });
    expect(heading()).toBe('Team UI/UX');
    await advance(4_999);
    expect(heading()).toBe('Team UI/UX');
    await advance(1);
    expect(heading()).toBe('Team Development');
    for (const name of ['Marketing', 'Content', 'UI/UX']) {
      await advance(5_000);
      expect(heading()).toBe(`Team ${name}`);
    }
  });

  test('a manual move earns the next team a full interval', async () => {
    await render(<TeamCarousel teams={demoTeams()} rotateMs={1_000} />, { wrapper: InEnglish });
    await advance(800);
    await press('Show team Content');
    expect(heading()).toBe('Team Content');
    await advance(999);
    expect(heading()).toBe('Team Content');
    await advance(1);
    expect(heading()).toBe('Team UI/UX');
  });

  test('no rotateMs means no timer at all', async () => {
    await render(<TeamCarousel teams={demoTeams()} />, { wrapper: InEnglish });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('the pause button stops the rotation until pressed again', async () => {
    await render(<TeamCarousel teams={demoTeams()} rotateMs={1_000} />, { wrapper: InEnglish });
    await press('Pause team rotation');
    expect(vi.getTimerCount()).toBe(0);
    await advance(3_000);
    expect(heading()).toBe('Team UI/UX');
    await press('Start team rotation');
    expect(vi.getTimerCount()).toBe(1);
    await advance(1_000);
    expect(heading()).toBe('Team Development');
  });
});
