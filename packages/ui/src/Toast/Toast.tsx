import { TIMINGS, TOAST_LIMIT } from '@ic/domain';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../i18n';
import {
  createToast,
  dismissToast,
  enqueueToast,
  type ToastEntry,
  type ToastOptions,
} from './toastQueue';

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** The toast functions of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}

export type ToastProviderProps = {
  children?: ReactNode;
  /** At most this many toasts at once; the oldest goes first (the spec's 20). */
  limit?: number;
  /** A toast's time on screen unless it says otherwise (the spec's 3 s). */
  defaultDurationMs?: number;
  /** Names the notifications region; Radix puts the hotkey (F8) in place of {hotkey}. */
  label?: string;
  /** The dismiss button's accessible name. */
  dismissLabel?: string;
};

const loadViewport = () => import('./ToastViewport');
const ToastViewport = lazy(loadViewport);

/** Fetches the viewport once the page is idle, so a toast shown later (even offline) is instant. */
function useWarmViewport() {
  useEffect(() => {
    const warm = () => void loadViewport();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(warm, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, 2000);
    return () => clearTimeout(timer);
  }, []);
}

/** Holds the toast queue; its viewport (top right) loads with the first toast or when idle. */
export function ToastProvider({
  children,
  limit = TOAST_LIMIT,
  defaultDurationMs = TIMINGS.toastMs,
  label,
  dismissLabel,
}: ToastProviderProps) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [shown, setShown] = useState(false);
  const nextId = useRef(0);
  useWarmViewport();

  const dismiss = useCallback((id: string) => setToasts((list) => dismissToast(list, id)), []);
  const show = useCallback(
    (options: ToastOptions) => {
      nextId.current += 1;
      const entry = createToast(`toast-${nextId.current}`, options, defaultDurationMs);
      setToasts((list) => enqueueToast(list, entry, limit));
      setShown(true);
      return entry.id;
    },
    [defaultDurationMs, limit],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastViewport
            toasts={toasts}
            // Radix fills in {hotkey}, so the catalogue's placeholder is handed back to it as is.
            label={label ?? t('shell.toast.region', { hotkey: '{hotkey}' })}
            dismissLabel={dismissLabel ?? t('shell.toast.dismiss')}
            announcement={t('shell.toast.announcement')}
            defaultDurationMs={defaultDurationMs}
            onClose={dismiss}
          />
        </Suspense>
      )}
    </ToastContext>
  );
}
