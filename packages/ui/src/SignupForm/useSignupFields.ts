import { useState } from 'react';
import type { Errors } from './signupValidation';

/**
 * Form state where a field's error shows after its blur or after a submit, and follows the typing
 * live from then on, so a corrected field clears at once. A server error for a field (e.g. a 409)
 * shows until that field is edited.
 */
export function useSignupFields<V extends Record<string, string | boolean>>({
  initial,
  validate,
  serverErrors = {},
}: {
  initial: V;
  validate: (values: V, submitted: boolean) => Errors<Extract<keyof V, string>>;
  serverErrors?: Errors<Extract<keyof V, string>>;
}) {
  type Field = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<{ source: object; fields: Set<Field> }>({
    source: serverErrors,
    fields: new Set(),
  });
  // A new set of server errors starts with none of them dismissed.
  const dismissed = edited.source === serverErrors ? edited.fields : new Set<Field>();
  const checked = validate(values, submitted);

  const errorOf = (field: Field): string | undefined => {
    if (!dismissed.has(field) && serverErrors[field]) return serverErrors[field];
    return submitted || touched[field] ? checked[field] : undefined;
  };

  return {
    values,
    errorOf,
    touchedOf: (field: Field) => submitted || Boolean(touched[field]),
    set: (field: Field, value: V[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setEdited({ source: serverErrors, fields: new Set(dismissed).add(field) });
    },
    /** Several fields at once, e.g. an auto-filled username. */
    patch: (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch })),
    blur: (field: Field) => setTouched((current) => ({ ...current, [field]: true })),
    /** Reveals every error; answers whether the form may be sent. */
    submit: (): boolean => {
      setSubmitted(true);
      return Object.keys(validate(values, true)).length === 0;
    },
  };
}
