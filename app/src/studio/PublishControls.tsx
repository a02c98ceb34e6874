import {
  formatDateTime,
  publicationChangeSchema,
  type PublicationChangePayload,
  type Publication,
} from '@ic/domain';
import {
  Button,
  Dialog,
  SERVER_ERROR,
  StatusBadge,
  TextField,
  useSchemaForm,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { z } from 'zod';
import { serverMessageOr } from '../api/client';

export type PublishControlsProps = {
  /** What is published, for the buttons' names: 'comic', 'chapter 2'. */
  name: string;
  publication: Publication;
  publishAt: string | null;
  /** Sends the change; the toast says what the server answered. */
  onChange: (change: PublicationChangePayload) => Promise<string | undefined>;
};

const FAILED = 'That did not work. Try again in a moment.';

/** "Scheduled for Dec 1, 2026, 10:00 AM", or the status's own word. */
export function publicationLabel(publication: Publication, publishAt: string | null) {
  return publication === 'scheduled' && publishAt
    ? `Scheduled for ${formatDateTime(publishAt)}`
    : undefined;
}

/** A datetime-local value ('2026-12-01T10:00', the browser's clock) as an instant with its offset. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

// The field holds the browser's local time; the schema takes the instant.
const scheduleSchema = z
  .object({ publishAt: z.string() })
  .transform(({ publishAt }): PublicationChangePayload => ({
    publication: 'scheduled',
    publishAt: instantOf(publishAt),
  }))
  .pipe(publicationChangeSchema);

/** Where a comic or chapter stands, and publish now, schedule or unpublish. */
export function PublishControls({ name, publication, publishAt, onChange }: PublishControlsProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const form = useSchemaForm({ schema: scheduleSchema, defaultValues: { publishAt: '' } });

  async function send(change: PublicationChangePayload) {
    setBusy(true);
    try {
      const message = await onChange(change);
      if (message) toast.show({ title: message, tone: 'success' });
      return true;
    } catch (failure) {
      const message = serverMessageOr(failure, FAILED);
      toast.show({ title: message, tone: 'error' });
      form.setError('publishAt', { type: SERVER_ERROR, message });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const schedule = form.onSubmit(async (change) => {
    if (await send(change)) setOpen(false);
  });

  const live = publication !== 'draft';
  return (
    <div data-slot="publish-controls">
      <StatusBadge status={publication} label={publicationLabel(publication, publishAt)} />
      {publication !== 'published' && (
        <Button size="sm" loading={busy} onClick={() => void send({ publication: 'published' })}>
          Publish {name}
        </Button>
      )}
      <Dialog
        title={`Schedule ${name}`}
        description="It goes out on its own at that time, within a minute."
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button size="sm" variant="outline">
            Schedule {name}
          </Button>
        }
      >
        <form onSubmit={schedule} noValidate>
          <TextField
            label="Publish at"
            type="datetime-local"
            required
            {...form.field('publishAt')}
          />
          <Button type="submit" loading={busy}>
            Schedule
          </Button>
        </form>
      </Dialog>
      {live && (
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          onClick={() => void send({ publication: 'draft' })}
        >
          Unpublish {name}
        </Button>
      )}
    </div>
  );
}
