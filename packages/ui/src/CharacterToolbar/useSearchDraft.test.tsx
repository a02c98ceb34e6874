import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useSearchDraft } from './useSearchDraft';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Runs `step` inside React's act() so the updates it causes are rendered on return. */
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

async function setup(query = '') {
  const onCommit = vi.fn();
  const hook = await renderHook((props?: { query: string }) =>
    useSearchDraft(props?.query ?? query, onCommit, 300),
  );
  const type = (text: string) => inAct(() => hook.result.current.setDraft(text));
  const rerender = (next: string) => inAct(() => void hook.rerender({ query: next }));
  return { ...hook, onCommit, type, rerender };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSearchDraft', () => {
  it('starts from the query in effect and commits nothing by itself', async () => {
    const { result, onCommit } = await setup('agni');
    expect(result.current.draft).toBe('agni');
    await advance(1000);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('commits the trimmed text once typing has paused for the delay', async () => {
    const { onCommit, type } = await setup();
    await type(' ag');
    await advance(200);
    await type(' agni ');
    await advance(299);
    expect(onCommit).not.toHaveBeenCalled();
    await advance(1);
    expect(onCommit).toHaveBeenCalledOnce();
    expect(onCommit).toHaveBeenCalledWith('agni');
  });

  it('commits at once on flush (Enter), and not again when the timer would have', async () => {
    const { result, onCommit, type } = await setup();
    await type('vayu');
    await inAct(() => result.current.flush());
    expect(onCommit).toHaveBeenCalledWith('vayu');
    await advance(1000);
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('commits an emptied box, so clearing the search shows everyone', async () => {
    const { onCommit, type } = await setup('agni');
    await type('');
    await advance(300);
    expect(onCommit).toHaveBeenCalledWith('');
  });

  it('ignores spaces typed around the same search', async () => {
    const { onCommit, type } = await setup('agni');
    await type('agni  ');
    await advance(1000);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('takes a new query from outside (header search, back button)', async () => {
    const { result, onCommit, rerender } = await setup('agni');
    await rerender('storm');
    expect(result.current.draft).toBe('storm');
    await advance(1000);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('keeps what is being typed when its own earlier commit comes back as the query', async () => {
    const { result, type, rerender } = await setup();
    await type('ag');
    await advance(300);
    await type('agn');
    await rerender('ag');
    expect(result.current.draft).toBe('agn');
  });
});
