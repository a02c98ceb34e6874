import * as RadixToast from '@radix-ui/react-toast';
import { TIMINGS, TOAST_LIMIT } from '@ic/domain';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { media, vars } from '../theme';
import {
  createToast,
  dismissToast,
  enqueueToast,
  type ToastEntry,
  type ToastOptions,
  type ToastTone,
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

const TONE_ICONS: Record<ToastTone, IconName> = {
  success: 'check-circle',
  error: 'x-circle',
  info: 'info',
};

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: ${vars.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: 100%;
  max-width: 100vw;
  max-height: 100dvh;
  overflow-y: auto;
  margin: 0;
  padding: ${vars.space[3]};
  list-style: none;
  outline: none;

  ${media.sm} {
    width: 24rem;
    padding: ${vars.space[4]};
  }
  &:empty {
    padding: 0;
  }
`;

const Root = styled(RadixToast.Root)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-left-width: ${vars.space[2]};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.comic};

  &[data-tone='success'] {
    border-left-color: ${vars.color.success};
  }
  &[data-tone='success'] .ic-toast-icon {
    color: ${vars.color.success};
  }
  &[data-tone='error'] {
    border-left-color: ${vars.color.danger};
  }
  &[data-tone='error'] .ic-toast-icon {
    color: ${vars.color.danger};
  }
  &[data-tone='info'] {
    border-left-color: ${vars.color.accent};
  }
  &[data-tone='info'] .ic-toast-icon {
    color: ${vars.color.accent};
  }

  & .ic-toast-icon {
    margin-top: 0.125rem;
  }
  & .ic-toast-text {
    display: grid;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & .ic-toast-title {
    font-weight: ${vars.fontWeight.black};
  }
  & .ic-toast-description {
    font-size: ${vars.fontSize.sm};
  }

  &[data-state='open'] {
    animation: ic-toast-in ${vars.motion.fade} ${vars.motion.easing};
  }
  &[data-state='closed'] {
    animation: ic-toast-out ${vars.motion.fast} ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    animation: ic-toast-out ${vars.motion.fast} ease-out forwards;
  }

  @keyframes ic-toast-in {
    from {
      opacity: 0;
      transform: translateX(100%);
    }
  }
  @keyframes ic-toast-out {
    to {
      opacity: 0;
      transform: translateX(100%);
    }
  }
`;

function ToastItem({
  toast,
  dismissLabel,
  onClose,
}: {
  toast: ToastEntry;
  dismissLabel: string;
  onClose: (id: string) => void;
}) {
  return (
    <Root
      open={toast.open}
      onOpenChange={(open) => !open && onClose(toast.id)}
      duration={toast.durationMs}
      // Errors interrupt the screen reader; confirmations wait their turn.
      type={toast.tone === 'error' ? 'foreground' : 'background'}
      data-tone={toast.tone}
      data-toast-id={toast.id}
    >
      <Icon name={TONE_ICONS[toast.tone]} className="ic-toast-icon" />
      <div className="ic-toast-text">
        <RadixToast.Title className="ic-toast-title">{toast.title}</RadixToast.Title>
        {toast.description && (
          <RadixToast.Description className="ic-toast-description">
            {toast.description}
          </RadixToast.Description>
        )}
      </div>
      <RadixToast.Close asChild>
        <IconButton icon="close" label={dismissLabel} variant="ghost" size="sm" />
      </RadixToast.Close>
    </Root>
  );
}

/**
 * Holds the toast queue and shows it top right (Radix Toast: announced to screen readers, paused
 * while hovered or focused, F8 jumps to it, swipe right to dismiss).
 */
export function ToastProvider({
  children,
  limit = TOAST_LIMIT,
  defaultDurationMs = TIMINGS.toastMs,
  label = 'Notifications ({hotkey})',
  dismissLabel = 'Dismiss notification',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => dismissToast(list, id)), []);
  const show = useCallback(
    (options: ToastOptions) => {
      nextId.current += 1;
      const entry = createToast(`toast-${nextId.current}`, options, defaultDurationMs);
      setToasts((list) => enqueueToast(list, entry, limit));
      return entry.id;
    },
    [defaultDurationMs, limit],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      <RadixToast.Provider label={label} swipeDirection="right" duration={defaultDurationMs}>
        {children}
        {/* In order of arrival, oldest at the top: reading order matches what is seen. */}
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} onClose={dismiss} />
        ))}
        <Viewport />
      </RadixToast.Provider>
    </ToastContext>
  );
}
