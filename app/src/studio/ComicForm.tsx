import {
  COMIC_STATUSES,
  comicFormSchema,
  ratingLabel,
  RATINGS,
  type ComicFormValues,
} from '@ic/domain';
import {
  Button,
  FormPanel,
  Select,
  TextArea,
  TextField,
  SERVER_ERROR,
  useSchemaForm,
  type ServerErrors,
} from '@ic/ui';
import type { ReactNode } from 'react';
import type { z } from 'zod';

export type ComicFormOutput = z.output<typeof comicFormSchema>;

export type ComicFormProps = {
  title: string;
  defaultValues: ComicFormValues;
  submitLabel: string;
  /** Saves the comic; the server's messages by field come back to show under each. */
  onSave: (comic: ComicFormOutput) => Promise<ServerErrors<keyof ComicFormValues> | void>;
  /** Beside the fields: the cover's drop zone on a new comic. */
  children?: ReactNode;
};

const RATING_OPTIONS = RATINGS.map((rating) => ({
  value: rating,
  label: `${rating}: ${ratingLabel(rating)}`,
}));
const STATUS_OPTIONS = COMIC_STATUSES.map((status) => ({
  value: status,
  label: status === 'ongoing' ? 'Ongoing' : 'Complete',
}));

export const EMPTY_COMIC: ComicFormValues = {
  title: '',
  authors: '',
  synopsis: '',
  rating: 'G',
  status: 'ongoing',
};

/** A comic's title, authors (comma-separated), description, rating and status, by the domain's rules. */
export function ComicForm({ title, defaultValues, submitLabel, onSave, children }: ComicFormProps) {
  const form = useSchemaForm({ schema: comicFormSchema, defaultValues });
  const { isSubmitting } = form.formState;
  const submit = form.onSubmit(async (comic) => {
    const refused = await onSave(comic);
    for (const [field, message] of Object.entries(refused ?? {})) {
      if (message) form.setError(field as keyof ComicFormValues, { type: SERVER_ERROR, message });
    }
  });
  return (
    <FormPanel title={title} onSubmit={submit} noValidate>
      <TextField label="Title" required {...form.field('title')} />
      <TextField
        label="Authors"
        hint="Separate names with commas"
        required
        {...form.field('authors')}
      />
      <TextArea label="Description" {...form.field('synopsis')} />
      <Select label="Rating" options={RATING_OPTIONS} {...form.field('rating')} />
      <Select label="Series status" options={STATUS_OPTIONS} {...form.field('status')} />
      {children}
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </FormPanel>
  );
}
