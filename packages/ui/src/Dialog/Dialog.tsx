import * as RadixDialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { useRef, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { IconButton } from '../IconButton';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';

export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const;

export const dialogVariants = cva('', {
  variants: { size: variantClasses('size', DIALOG_SIZES) },
  defaultVariants: { size: 'md' },
});

export type DialogProps = VariantProps<typeof dialogVariants> & {
  title: ReactNode;
  /** Read as the dialog's description when it opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The close button's accessible name. Pass null to leave the button out (the footer then closes). */
  closeLabel?: string | null;
  className?: string;
};

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.overlay};
  background: ${vars.color.overlay};

  &[data-state='open'] {
    animation: ic-dialog-fade ${vars.motion.fade} ${vars.motion.easing};
  }
  @keyframes ic-dialog-fade {
    from {
      opacity: 0;
    }
  }
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  z-index: ${vars.z.dialog};
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  display: grid;
  gap: ${vars.space[4]};
  width: calc(100vw - 2 * ${vars.space[4]});
  max-height: calc(100dvh - 2 * ${vars.space[4]});
  overflow: auto;
  padding: ${vars.space[5]};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.comicLg};

  ${media.sm} {
    padding: ${vars.space[6]};
  }
  &.size-sm {
    max-width: 24rem;
  }
  &.size-md {
    max-width: 32rem;
  }
  &.size-lg {
    max-width: ${vars.size.prose};
  }

  &[data-state='open'] {
    animation: ic-dialog-pop ${vars.motion.fade} ${vars.motion.easing};
  }
  @keyframes ic-dialog-pop {
    from {
      opacity: 0;
      transform: translate(-50%, -46%);
    }
  }

  & [data-slot='dialog-header'] {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & [data-slot='dialog-title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='dialog-description'] {
    margin: 0;
    color: ${vars.color.muted};
  }
  & [data-slot='dialog-footer'] {
    display: flex;
    flex-wrap: wrap-reverse;
    justify-content: flex-end;
    gap: ${vars.space[3]};
  }
`;

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape and the close button close it,
 * and focus returns to the trigger. Title and description name and describe it.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel,
  size,
  className,
}: DialogProps) {
  // Without a description, tell Radix not to point aria-describedby at one.
  const t = useT();
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  // Radix returns focus only to its own trigger; a dialog opened from elsewhere (open prop)
  // returns it to whatever had focus when it opened, so keyboard users do not land on <body>.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = trigger
    ? {}
    : {
        onOpenAutoFocus: () => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        },
        onCloseAutoFocus: (event: Event) => {
          event.preventDefault();
          opener.current?.focus();
        },
      };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Content className={dialogVariants({ size, className })} {...describedBy} {...returnFocus}>
          <div data-slot="dialog-header">
            <RadixDialog.Title data-slot="dialog-title">{title}</RadixDialog.Title>
            {closeLabel !== null && (
              <RadixDialog.Close asChild>
                <IconButton
                  icon="close"
                  label={closeLabel ?? t('shell.dialog.close')}
                  variant="ghost"
                  size="sm"
                />
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description data-slot="dialog-description">
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {footer && <div data-slot="dialog-footer">{footer}</div>}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button so that pressing it also closes the dialog. */
export const DialogClose = RadixDialog.Close;
