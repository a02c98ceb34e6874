import {
  DAILY_LIMIT_MAX_MINUTES,
  ratingLabel,
  type ChildSettingsChange,
  type GuardianChildSettings,
} from '@ic/domain';
import { useEffect } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormActions, FormAlert, FormPanel } from '../FormPanel';
import { Note } from '../Note';
import { useSchemaForm } from '../SchemaForm';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { TextField } from '../TextField';
import { childSettingsFormSchema, ratingOptions, valuesOf } from './childSettingsForm';

export type ChildSettingsFormProps = {
  /** The settings in force (the form starts from them, and again whenever they change). */
  settings: GuardianChildSettings;
  childName: string;
  /** Called with the whole change: the highest rating, the limit (null: none) and the pause. */
  onSave: (change: ChildSettingsChange) => unknown;
  saving?: boolean;
  /** The server's word once saved. */
  saved?: string | null;
  /** Why saving failed. */
  error?: string | null;
  /** Names the form; by default the child's, so each child's form is told apart. */
  title?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * A child's reading settings, set by the guardian: the highest rating (the age's default
 * marked), a daily limit in minutes or none, and a pause that closes every chapter.
 */
export function ChildSettingsForm({
  settings,
  childName,
  onSave,
  saving = false,
  saved,
  error,
  title,
  headingLevel = 'h3',
  className,
}: ChildSettingsFormProps) {
  const form = useSchemaForm({
    schema: childSettingsFormSchema,
    defaultValues: valuesOf(settings),
  });
  // New settings from the server (after a save) become the form's starting point.
  const inForce = JSON.stringify(valuesOf(settings));
  const { reset } = form;
  useEffect(() => {
    reset(JSON.parse(inForce));
  }, [inForce, reset]);

  const noLimit = form.watch('noLimit');
  const paused = form.watch('paused');
  const submit = form.onSubmit((change) => {
    if (!saving) return onSave(change);
  });
  const firstName = childName.split(' ')[0] || childName;
  return (
    <FormPanel
      title={title ?? `${firstName}’s reading settings`}
      headingLevel={headingLevel}
      className={className}
      data-slot="child-settings-form"
      onSubmit={(event) => void submit(event)}
    >
      <Select
        label="Highest rating"
        hint={`The default for ${firstName}’s age is ${settings.defaultMaxRating} (${ratingLabel(settings.defaultMaxRating)}).`}
        options={ratingOptions(settings.defaultMaxRating)}
        {...form.field('maxRating')}
      />
      <Checkbox label="No daily limit" {...form.field('noLimit')} />
      {!noLimit && (
        <TextField
          label="Daily reading limit (minutes)"
          hint={`From 1 to ${DAILY_LIMIT_MAX_MINUTES} minutes a day.`}
          type="number"
          inputMode="numeric"
          min={1}
          max={DAILY_LIMIT_MAX_MINUTES}
          {...form.field('dailyLimitMinutes')}
        />
      )}
      <Switch
        label="Pause reading"
        description={`While paused, ${firstName} cannot open any chapter.`}
        checked={paused}
        onCheckedChange={(next) => form.change('paused', next)}
      />
      <div role="status">{saved && <Note tone="success">{saved}</Note>}</div>
      {error && <FormAlert>{error}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={saving}>
          Save settings
        </Button>
      </FormActions>
    </FormPanel>
  );
}
