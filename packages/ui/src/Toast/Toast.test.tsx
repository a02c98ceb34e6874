import { TIMINGS, TOAST_LIMIT } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { InEnglish } from '../i18n';
import { GlobalStyle } from '../theme';
import { ToastProvider, useToast, type ToastApi } from './Toast';
import { createToast, dismissToast, enqueueToast, type ToastEntry } from './toastQueue';

const entries = (count: number): ToastEntry[] =>
  Array.from({ length: count }, (_, index) =>
    createToast(`t${index + 1}`, { title: `Toast ${index + 1}` }),
  );

describe('createToast', () => {
  it('defaults to an info toast lasting the spec’s 3 s', () => {
    const toast = createToast('a', { title: 'Saved' });
    expect(toast).toEqual({
      id: 'a',
      title: 'Saved',
      description: undefined,
      tone: 'info',
      durationMs: TIMINGS.toastMs,
      open: true,
    });
    expect(TIMINGS.toastMs).toBe(3000);
  });

  it('keeps a per-toast duration over the provider default', () => {
    expect(createToast('a', { title: 'x', durationMs: 1500 }, 4000).durationMs).toBe(1500);
    expect(createToast('b', { title: 'y' }, 4000).durationMs).toBe(4000);
  });
});

describe('enqueueToast', () => {
  it('keeps at most 20, dropping the oldest', () => {
    let list: ToastEntry[] = [];
    for (const entry of entries(TOAST_LIMIT + 3)) list = enqueueToast(list, entry);
    expect(TOAST_LIMIT).toBe(20);
    expect(list).toHaveLength(20);
    expect(list[0]?.id).toBe('t4');
    expect(list.at(-1)?.id).toBe('t23');
  });

  it('prunes dismissed toasts before counting', () => {
    const full = entries(3);
    const withClosed = dismissToast(full, 't2');
    const next = enqueueToast(withClosed, createToast('t4', { title: 'Toast 4' }), 3);
    expect(next.map((toast) => toast.id)).toEqual(['t1', 't3', 't4']);
  });
});

describe('dismissToast', () => {
  it('closes only the named toast and leaves the list otherwise unchanged', () => {
    const list = entries(2);
    const next = dismissToast(list, 't1');
    expect(next.map((toast) => toast.open)).toEqual([false, true]);
    expect(list[0]?.open).toBe(true);
  });
});

async function renderWithApi(props: { limit?: number; defaultDurationMs?: number } = {}) {
  // The viewport loads on demand; loaded up front, short durations are measured from the show.
  await import('./ToastViewport');
  const { result } = await renderHook(() => useToast(), {
    wrapper: ({ children }) => (
      <InEnglish>
        <GlobalStyle />
        <ToastProvider {...props}>{children}</ToastProvider>
      </InEnglish>
    ),
  });
  return (): ToastApi => result.current;
}

const toastElement = (id: string) => document.querySelector(`[data-toast-id="${id}"]`);

describe('ToastProvider', () => {
  it('closes each toast after its own duration', async () => {
    const api = await renderWithApi({ defaultDurationMs: 60_000 });
    const quick = api().show({ title: 'Quick', durationMs: 1000 });
    const slow = api().show({ title: 'Slow', durationMs: 60_000 });
    await expect.element(page.getByText('Quick')).toBeInTheDocument();
    await expect.poll(() => toastElement(quick), { timeout: 4000 }).toBeNull();
    expect(toastElement(slow)).not.toBeNull();
  });

  it('uses the provider default when a toast gives no duration', async () => {
    const api = await renderWithApi({ defaultDurationMs: 150 });
    const id = api().show({ title: 'Default timing', tone: 'success' });
    await expect.element(page.getByText('Default timing')).toBeInTheDocument();
    await expect.poll(() => toastElement(id), { timeout: 2000 }).toBeNull();
  });

  it('dismisses with the close button and through the api', async () => {
    const api = await renderWithApi({ defaultDurationMs: 60_000 });
    const first = api().show({ title: 'First', tone: 'error' });
    const second = api().show({ title: 'Second' });
    await expect.element(page.getByText('Second')).toBeInTheDocument();
    const firstToast = toastElement(first) as HTMLElement;
    await userEvent.click(firstToast.querySelector('button') as HTMLElement);
    await expect.poll(() => toastElement(first)).toBeNull();
    api().dismiss(second);
    await expect.poll(() => toastElement(second)).toBeNull();
  });

  it('shows at most 20, dropping the oldest', async () => {
    const api = await renderWithApi({ defaultDurationMs: 60_000 });
    const ids = Array.from({ length: 22 }, (_, index) =>
      api().show({ title: `Toast ${index + 1}` }),
    );
    await expect.element(page.getByText('Toast 22')).toBeInTheDocument();
    await expect.poll(() => document.querySelectorAll('[data-toast-id]').length).toBe(20);
    expect(toastElement(ids[0]!)).toBeNull();
    expect(toastElement(ids[1]!)).toBeNull();
    expect(toastElement(ids[2]!)).not.toBeNull();
  });
});
