import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import { useT } from '../i18n';
import { Dialog } from './Dialog';

export type ConfirmDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions such as Delete My Account. */
  tone?: 'primary' | 'danger';
  /** Pressing confirm: called before the dialog asks to close. */
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel?: () => void;
  /** Disables both buttons and shows the confirm button busy while the app works. */
  loading?: boolean;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A yes/no question in a dialog. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  loading = false,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
}: ConfirmDialogProps) {
  const t = useT();
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const dismiss = (next: boolean) => {
    if (loading) return;
    if (!next) onCancel?.();
    setOpen(next);
  };
  return (
    <Dialog
      size="sm"
      title={title}
      description={description}
      trigger={trigger}
      open={open ?? innerOpen}
      onOpenChange={dismiss}
      closeLabel={null}
      footer={
        <>
          <Button variant="outline" disabled={loading} onClick={() => dismiss(false)}>
            {cancelLabel ?? t('shell.dialog.cancel')}
          </Button>
          <Button
            variant={tone}
            loading={loading}
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            {confirmLabel ?? t('shell.dialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
