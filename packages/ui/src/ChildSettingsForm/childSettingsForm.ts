import {
  childSettingsSchema,
  ratingLabel,
  ratingSchema,
  RATINGS,
  type ChildSettingsChange,
  type GuardianChildSettings,
  type Rating,
} from '@ic/domain';
import { z } from 'zod';

/** What the settings form's fields hold: the minutes as typed, the limit's absence as a box. */
export type ChildSettingsValues = {
  maxRating: Rating;
  noLimit: boolean;
  dailyLimitMinutes: string;
  paused: boolean;
};

export function valuesOf(settings: GuardianChildSettings): ChildSettingsValues {
  return {
    maxRating: settings.maxRating,
    noLimit: settings.dailyLimitMinutes === null,
    dailyLimitMinutes:
      settings.dailyLimitMinutes === null ? '' : String(settings.dailyLimitMinutes),
    paused: settings.paused,
  };
}

const minutesRule = childSettingsSchema.pick({ dailyLimitMinutes: true });

/**
 * The form's rules: the minutes are checked by the domain's own rule (1 to 600, whole) unless
 * "No daily limit" is ticked; the output is the whole change the server takes.
 */
export const childSettingsFormSchema: z.ZodType<ChildSettingsChange> = z
  .object({
    maxRating: ratingSchema,
    noLimit: z.boolean(),
    dailyLimitMinutes: z.string(),
    paused: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.noLimit) return;
    const checked = minutesRule.safeParse({
      dailyLimitMinutes: minutesOf(values.dailyLimitMinutes),
    });
    for (const issue of checked.success ? [] : checked.error.issues)
      ctx.addIssue({ code: 'custom', path: ['dailyLimitMinutes'], message: issue.message });
  })
  .transform((values) => ({
    maxRating: values.maxRating,
    dailyLimitMinutes: values.noLimit ? null : minutesOf(values.dailyLimitMinutes),
    paused: values.paused,
  }));

/** A typed number of minutes; an empty box is no number at all. */
function minutesOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

const englishOption = (rating: Rating, isDefault: boolean) =>
  `${rating}: ${ratingLabel(rating)}${isDefault ? ' (default for this age)' : ''}`;

/** The rating choices, the age's default marked; `label` words them in the screen's language. */
export function ratingOptions(defaultMaxRating: Rating, label = englishOption) {
  return RATINGS.map((rating) => ({
    value: rating,
    label: label(rating, rating === defaultMaxRating),
  }));
}
