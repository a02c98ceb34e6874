import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { replayEarlyInput, type EarlyInput } from './earlyInput';

/** A drawn form whose state React only learns through its change handlers. */
function Form() {
  const [amount, setAmount] = useState('');
  const [monthly, setMonthly] = useState(false);
  const [sent, setSent] = useState('nothing');
  return (
    <form>
      <input aria-label="Amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <input
        type="checkbox"
        aria-label="Monthly"
        checked={monthly}
        onChange={(e) => setMonthly(e.target.checked)}
      />
      <button type="button" onClick={() => setSent(`${amount} ${monthly ? 'monthly' : 'once'}`)}>
        Donate
      </button>
      <output>{sent}</output>
    </form>
  );
}

/** The form, and a call once React has taken it over (main.tsx replays input then too). */
function Live({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}

/** Hydrates the drawn form, resolving once it is live. */
function hydrate(container: HTMLElement) {
  return new Promise<void>((resolve) => {
    hydrateRoot(
      container,
      <Live then={resolve}>
        <Form />
      </Live>,
    );
  });
}

/** The server's drawing in the page, and what the visitor did to it before hydration. */
function drawnAndUsed() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const amount = container.querySelector<HTMLInputElement>('input[aria-label="Amount"]');
  const monthly = container.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const donate = container.querySelector('button');
  if (!amount || !monthly || !donate) throw new Error('The form was not drawn');
  amount.value = '750';
  monthly.checked = true;
  const early: EarlyInput = {
    pressed: [donate],
    changed: new Map<HTMLInputElement, string | boolean>([
      [amount, '750'],
      [monthly, true],
    ]),
  };
  return { container, amount, monthly, early };
}

describe('input made before the page was live', () => {
  test('reaches React once it is: the fields first, then the button', async () => {
    const { container, amount, monthly, early } = drawnAndUsed();
    await hydrate(container);
    replayEarlyInput(early);
    await expect.poll(() => container.querySelector('output')?.textContent).toBe('750 monthly');
    expect(amount.value).toBe('750');
    expect(monthly.checked).toBe(true);
    container.remove();
  });

  test('is replayed once', async () => {
    const { container, early } = drawnAndUsed();
    await hydrate(container);
    replayEarlyInput(early);
    replayEarlyInput(early);
    expect(early.pressed).toEqual([]);
    expect(early.changed.size).toBe(0);
    await expect.poll(() => container.querySelector('output')?.textContent).toBe('750 monthly');
    container.remove();
  });
});
