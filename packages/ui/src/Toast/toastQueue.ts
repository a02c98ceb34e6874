import { TIMINGS, TOAST_LIMIT } from '@ic/domain';

export const TOAST_TONES = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export type ToastOptions = {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** How long this toast stays; defaults to the provider's duration (the spec's 3 s). */
  durationMs?: number;
};

export type ToastEntry = {
  id: string;
  title: string;
  description?: string;
  tone: ToastTone;
  durationMs: number;
  /** False once dismissed or timed out, while its exit animation runs. */
  open: boolean;
};

export function createToast(
  id: string,
  options: ToastOptions,
  defaultDurationMs: number = TIMINGS.toastMs,
): ToastEntry {
  return {
    id,
    title: options.title,
    description: options.description,
    tone: options.tone ?? 'info',
    durationMs: options.durationMs ?? defaultDurationMs,
    open: true,
  };
}

/**
 * Adds a toast. Closed toasts are pruned first; then, beyond `limit` open toasts, the oldest
 * are dropped so that at most `limit` remain.
 */
export function enqueueToast(
  list: readonly ToastEntry[],
  entry: ToastEntry,
  limit: number = TOAST_LIMIT,
): ToastEntry[] {
  const next = [...list.filter((toast) => toast.open), entry];
  return next.slice(Math.max(0, next.length - limit));
}

/** Marks a toast closed (it leaves with its exit animation). */
export function dismissToast(list: readonly ToastEntry[], id: string): ToastEntry[] {
  return list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
}
