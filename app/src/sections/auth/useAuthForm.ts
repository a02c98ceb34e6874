import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message the schema gives for each field (the order the schema checks them in). */
export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<K>;
}

/**
 * The state of a small sign-in form validated by a domain schema: a field shows its message
 * (and its red or green touched state) once it has been left, or everywhere after a submit.
 */
export function useAuthForm<K extends string, Out>(
  schema: z.ZodType<Out, Record<K, string>>,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const parsed = schema.safeParse(values);
  const errors: FieldErrors<K> = parsed.success ? {} : fieldErrorsOf<K>(parsed.error);

  const field = (name: K) => {
    const shown = submitted || Boolean(left[name]);
    return {
      name,
      value: values[name],
      touched: shown,
      error: shown ? errors[name] : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setLeft((current) => ({ ...current, [name]: true })),
    };
  };

  /** Marks every field touched; answers the parsed values when they are valid, else null. */
  const submit = (): Out | null => {
    setSubmitted(true);
    return parsed.success ? parsed.data : null;
  };

  return { field, submit };
}
