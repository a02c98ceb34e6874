import { reasonField } from '@ic/domain';
import { Button, Dialog, TextArea } from '@ic/ui';
import { useState, type FormEvent } from 'react';
import { serverMessageOr } from '../api/client';

export type ReasonDialogProps = {
  /** The trigger's and the dialog's name, e.g. 'Hide name'. */
  action: string;
  /** What happens, said in the dialog. */
  description: string;
  /** Sends the change; a rejection's message shows under the reason. */
  onConfirm: (reason: string) => Promise<void>;
  variant?: 'secondary' | 'danger' | 'outline';
};

const FAILED = 'That did not work. Try again in a moment.';

/** Every moderation and money action says why (the audit log keeps it): a dialog asking for it. */
export function ReasonDialog({
  action,
  description,
  onConfirm,
  variant = 'outline',
}: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = reasonField.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    try {
      await onConfirm(checked.data);
      setOpen(false);
      setReason('');
      setError(undefined);
    } catch (failure) {
      setError(serverMessageOr(failure, FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={action}
      description={description}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant={variant}>
          {action}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextArea
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          touched={error !== undefined}
          required
        />
        <Button type="submit" variant={variant === 'danger' ? 'danger' : 'primary'} loading={busy}>
          {action}
        </Button>
      </form>
    </Dialog>
  );
}
