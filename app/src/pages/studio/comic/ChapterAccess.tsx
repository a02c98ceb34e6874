import {
  chapterAccessSchema,
  formatDateTime,
  type ChapterAccessPayload,
  type StudioChapter,
} from '@ic/domain';
import { Button, Dialog, Select, TextField, useSchemaForm } from '@ic/ui';
import { useState } from 'react';
import { z } from 'zod';

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

// The field holds the browser's local time; the schema takes the instant.
const earlyAccessSchema = z
  .object({ publicAt: z.string() })
  .transform(({ publicAt }): ChapterAccessPayload => ({
    access: 'early',
    publicAt: instantOf(publicAt),
  }))
  .pipe(chapterAccessSchema);

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
  const form = useSchemaForm({ schema: earlyAccessSchema, defaultValues: { publicAt: '' } });

  function choose(value: string) {
    if (value === 'early') return setOpen(true);
    void onChange({ access: value === 'members' ? 'members' : 'free' });
  }

  const save = form.onSubmit(async (access) => {
    if (await onChange(access)) setOpen(false);
  });

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
            required
            {...form.field('publicAt')}
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {ACCESS_TEXT.save}
          </Button>
        </form>
      </Dialog>
    </div>
  );
}
