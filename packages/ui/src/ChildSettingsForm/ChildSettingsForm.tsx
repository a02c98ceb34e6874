import {
  DAILY_LIMIT_MAX_MINUTES,
  type ChildSettingsChange,
  type GuardianChildSettings,
  type Rating,
} from '@ic/domain';
import { useEffect } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormActions, FormAlert, FormPanel } from '../FormPanel';
import { useT } from '../i18n';
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
  const t = useT();
  const firstName = childName.split(' ')[0] || childName;
  const rating = (code: Rating) =>
    t('account.child.rating', { rating: code, label: t(`account.child.rating.${code}`) });
  return (
    <FormPanel
      title={title ?? t('account.child.settings.title', { name: firstName })}
      headingLevel={headingLevel}
      className={className}
      data-slot="child-settings-form"
      onSubmit={(event) => void submit(event)}
    >
      <Select
        label={t('account.child.maxRating')}
        hint={t('account.child.settings.ratingHint', {
          name: firstName,
          rating: rating(settings.defaultMaxRating),
        })}
        options={ratingOptions(settings.defaultMaxRating, (code, isDefault) =>
          t(isDefault ? 'account.child.settings.optionDefault' : 'account.child.settings.option', {
            rating: code,
            label: t(`account.child.rating.${code}`),
          }),
        )}
        {...form.field('maxRating')}
      />
      <Checkbox label={t('account.child.settings.noLimit')} {...form.field('noLimit')} />
      {!noLimit && (
        <TextField
          label={t('account.child.settings.limit')}
          hint={t('account.child.settings.limitHint', { max: DAILY_LIMIT_MAX_MINUTES })}
          type="number"
          inputMode="numeric"
          min={1}
          max={DAILY_LIMIT_MAX_MINUTES}
          {...form.field('dailyLimitMinutes')}
        />
      )}
      <Switch
        label={t('account.child.settings.pause')}
        description={t('account.child.settings.pauseDescription', { name: firstName })}
        checked={paused}
        onCheckedChange={(next) => form.change('paused', next)}
      />
      <div role="status">{saved && <Note tone="success">{saved}</Note>}</div>
      {error && <FormAlert>{error}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={saving}>
          {t('account.child.settings.save')}
        </Button>
      </FormActions>
    </FormPanel>
  );
}
