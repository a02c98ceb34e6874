import {
  chapterAccessSchema,
  formatDateTime,
  type ChapterAccessPayload,
  type StudioChapter,
} from '@ic/domain';
import { Button, Dialog, Select, TextField } from '@ic/ui';
import { useState, type FormEvent } from 'react';

export const ACCESS_TEXT = {
  free: 'Free',
  members: 'Members only',
  early: 'Early access',
  opensAt: (when: string) => `Free from ${formatDateTime(when)}`,
  changeDate: 'Change date',
  dialogTitle: (number: number) => `Early access for chapter ${number}`,
  dialogDescription: 'Members read it now; everyone else from this time.',
  dateLabel: 'Free for everyone from',
  save: 'Save',
} as const;

const OPTIONS = (['free', 'members', 'early'] as const).map((value) => ({
  value,
  label: ACCESS_TEXT[value],
}));

/** A datetime-local value ('2026-12-01T10:00', the browser's clock) as an instant with its offset. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

export type ChapterAccessProps = {
  chapter: StudioChapter;
  /** Saves the access; true when the server took it. */
  onChange: (access: ChapterAccessPayload) => Promise<boolean>;
};

/**
 * A chapter's access in its row: Free and Members only save as chosen; Early access asks when
 * the chapter turns free for everyone, and shows that date under the choice.
 */
export function ChapterAccess({ chapter, onChange }: ChapterAccessProps) {
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  function choose(value: string) {
    if (value === 'early') return setOpen(true);
    void onChange({ access: value === 'members' ? 'members' : 'free' });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = chapterAccessSchema.safeParse({ access: 'early', publicAt: instantOf(when) });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    const saved = await onChange(checked.data);
    setBusy(false);
    if (saved) {
      setError(undefined);
      setOpen(false);
    }
  }

  return (
    <div data-slot="chapter-access">
      <Select
        label={`Access of chapter ${chapter.number}`}
        labelHidden
        options={OPTIONS}
        value={chapter.access}
        onChange={(event) => choose(event.target.value)}
        hint={
          chapter.access === 'early' && chapter.publicAt
            ? ACCESS_TEXT.opensAt(chapter.publicAt)
            : undefined
        }
      />
      <Dialog
        title={ACCESS_TEXT.dialogTitle(chapter.number)}
        description={ACCESS_TEXT.dialogDescription}
        open={open}
        onOpenChange={setOpen}
        trigger={
          chapter.access === 'early' ? (
            <Button size="sm" variant="outline">
              {ACCESS_TEXT.changeDate}
            </Button>
          ) : undefined
        }
      >
        <form onSubmit={save} noValidate>
          <TextField
            label={ACCESS_TEXT.dateLabel}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            error={error}
            touched={error !== undefined}
            required
          />
          <Button type="submit" loading={busy}>
            {ACCESS_TEXT.save}
          </Button>
        </form>
      </Dialog>
    </div>
  );
}
