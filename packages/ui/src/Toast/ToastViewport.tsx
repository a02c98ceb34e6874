import * as RadixToast from '@radix-ui/react-toast';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { media, vars } from '../theme';
import type { ToastEntry, ToastTone } from './toastQueue';

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
  &[data-tone='success'] [data-slot='toast-icon'] {
    color: ${vars.color.success};
  }
  &[data-tone='error'] {
    border-left-color: ${vars.color.danger};
  }
  &[data-tone='error'] [data-slot='toast-icon'] {
    color: ${vars.color.danger};
  }
  &[data-tone='info'] {
    border-left-color: ${vars.color.accent};
  }
  &[data-tone='info'] [data-slot='toast-icon'] {
    color: ${vars.color.accent};
  }

  & [data-slot='toast-icon'] {
    margin-top: 0.125rem;
  }
  & [data-slot='toast-text'] {
    display: grid;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  & [data-slot='toast-title'] {
    font-weight: ${vars.fontWeight.black};
  }
  & [data-slot='toast-description'] {
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
      <Icon name={TONE_ICONS[toast.tone]} data-slot="toast-icon" />
      <div data-slot="toast-text">
        <RadixToast.Title data-slot="toast-title">{toast.title}</RadixToast.Title>
        {toast.description && (
          <RadixToast.Description data-slot="toast-description">
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

/** The key that moves focus to the notifications (Radix's default, named in the region's label). */
const TOAST_HOTKEY = ['F8'];

export type ToastViewportProps = {
  toasts: readonly ToastEntry[];
  label: string;
  dismissLabel: string;
  /** What each toast is announced as, before its text ('Notification'). */
  announcement: string;
  defaultDurationMs: number;
  onClose: (id: string) => void;
};

/**
 * The toasts on screen, top right (Radix Toast: announced to screen readers, paused while
 * hovered or focused, F8 jumps to them, swipe right to dismiss). Loaded on demand: no page
 * pays for Radix Toast before it has something to say.
 */
export default function ToastViewport({
  toasts,
  label,
  dismissLabel,
  announcement,
  defaultDurationMs,
  onClose,
}: ToastViewportProps) {
  return (
    // The provider's label prefixes each toast as it is announced; only the viewport's label has
    // its {hotkey} filled in by Radix (the region was read as 'Notifications ({hotkey})').
    <RadixToast.Provider label={announcement} swipeDirection="right" duration={defaultDurationMs}>
      {/* In order of arrival, oldest at the top: reading order matches what is seen. */}
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} onClose={onClose} />
      ))}
      <Viewport label={label} hotkey={TOAST_HOTKEY} />
    </RadixToast.Provider>
  );
}
