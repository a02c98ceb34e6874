import { reasonSchema } from '@ic/domain';
import { Button, Dialog, SERVER_ERROR, TextArea, useSchemaForm } from '@ic/ui';
import { useState } from 'react';
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
  const form = useSchemaForm({ schema: reasonSchema, defaultValues: { reason: '' } });

  const send = form.onSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason);
      setOpen(false);
      form.reset();
    } catch (failure) {
      form.setError('reason', { type: SERVER_ERROR, message: serverMessageOr(failure, FAILED) });
    }
  });

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
      <form onSubmit={send} noValidate>
        <TextArea label="Reason" required {...form.field('reason')} />
        <Button
          type="submit"
          variant={variant === 'danger' ? 'danger' : 'primary'}
          loading={form.formState.isSubmitting}
        >
          {action}
        </Button>
      </form>
    </Dialog>
  );
}
