import {
  inboxReplySchema,
  inboxStatusSchema,
  MONEY_MESSAGES,
  STUDIO_MESSAGES,
  type FeedbackMessage,
  type InboxKind,
  type InboxStatus,
} from '@ic/domain';
import {
  Button,
  Dialog,
  SERVER_ERROR,
  Select,
  Stack,
  TextArea,
  useSchemaForm,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { serverMessageOr } from '../../../api/client';
import {
  replyToInboxItem,
  setFeedbackHidden,
  setInboxStatus,
  type InboxItem,
} from '../../../api/studio/inbox';
import { ReasonDialog } from '../../../studio/ReasonDialog';
import { factsOf, INBOX_TEXT, isFeedback, messageOf, STATUS_OPTIONS, titleOf } from './inboxText';

export type InboxItemDialogProps = {
  kind: InboxKind;
  /** The message shown; none closes the dialog. */
  item: InboxItem | null;
  onClose: () => void;
  /** The message as the server now has it, after a status change or a reply. */
  onChanged: (item: InboxItem) => Promise<void>;
};

/** One message in full, with its status and a reply form. */
export function InboxItemDialog({ kind, item, onClose, onChanged }: InboxItemDialogProps) {
  return (
    <Dialog
      title={item ? titleOf(item) : ''}
      size="lg"
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {item && <ItemView key={item.id} kind={kind} item={item} onChanged={onChanged} />}
    </Dialog>
  );
}

function ItemView({
  kind,
  item,
  onChanged,
}: Omit<InboxItemDialogProps, 'onClose' | 'item'> & {
  item: InboxItem;
}) {
  const [statusError, setStatusError] = useState<string>();
  const toast = useToast();
  const reply = useSchemaForm({ schema: inboxReplySchema, defaultValues: { message: '' } });

  async function changeStatus(status: InboxStatus) {
    setStatusError(undefined);
    try {
      await onChanged(await setInboxStatus(kind, item.id, status));
      toast.show({ title: STUDIO_MESSAGES.statusSaved, tone: 'success' });
    } catch (failure) {
      setStatusError(serverMessageOr(failure, INBOX_TEXT.failed));
    }
  }

  const sendReply = reply.onSubmit(async ({ message }) => {
    try {
      await onChanged(await replyToInboxItem(kind, item.id, message));
      reply.reset();
      toast.show({ title: STUDIO_MESSAGES.replySent, tone: 'success' });
    } catch (failure) {
      // A 409 says why no mail can go (no address); the server's message says so.
      reply.setError('message', {
        type: SERVER_ERROR,
        message: serverMessageOr(failure, INBOX_TEXT.failed),
      });
    }
  });

  async function setHidden(feedback: FeedbackMessage, hidden: boolean, reason: string) {
    const { hiddenReason } = await setFeedbackHidden(feedback.id, hidden, reason);
    await onChanged({ ...feedback, hiddenReason });
    toast.show({
      title: hidden ? MONEY_MESSAGES.feedbackHidden : MONEY_MESSAGES.feedbackShown,
      tone: 'success',
    });
  }

  return (
    <Stack gap="md">
      <dl>
        {factsOf(item).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div aria-label="Message" role="group">
        {messageOf(item)
          .split('\n')
          .map((line, n) => (
            // Lines never reorder, so their place is their identity.
            <p key={n}>{line}</p>
          ))}
      </div>
      <Select
        label={INBOX_TEXT.status}
        options={STATUS_OPTIONS}
        value={item.status}
        onChange={(event) => void changeStatus(inboxStatusSchema.parse(event.target.value))}
        error={statusError}
        touched={statusError !== undefined}
      />
      <form onSubmit={sendReply} noValidate aria-label={INBOX_TEXT.reply}>
        <Stack gap="sm">
          <TextArea
            label={INBOX_TEXT.reply}
            hint={INBOX_TEXT.replyHint}
            required
            {...reply.field('message')}
          />
          <Button type="submit" loading={reply.formState.isSubmitting}>
            {INBOX_TEXT.sendReply}
          </Button>
        </Stack>
      </form>
      {isFeedback(item) && (
        <ReasonDialog
          action={item.hiddenReason ? INBOX_TEXT.show : INBOX_TEXT.hide}
          description={item.hiddenReason ? INBOX_TEXT.showDescription : INBOX_TEXT.hideDescription}
          variant={item.hiddenReason ? 'secondary' : 'danger'}
          onConfirm={(reason) => setHidden(item, !item.hiddenReason, reason)}
        />
      )}
    </Stack>
  );
}
