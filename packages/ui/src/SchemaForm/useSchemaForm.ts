import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type ChangeHandler,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** The server's messages by field, e.g. a taken email after a 409. */
export type ServerErrors<Name extends string = string> = Partial<Record<Name, string>>;

export type SchemaFormOptions<Values extends FieldValues, Output> = {
  /**
   * The form's rules, run on what the fields hold; their output is what the form sends. A
   * function gets whether a submit has been tried, for the rare message that differs after one
   * (the empty username's).
   */
  schema: z.ZodType<Output> | ((moment: { submitted: boolean }) => z.ZodType<Output>);
  /** What every field holds at first (checkboxes a boolean, text fields a string). */
  defaultValues: Values;
  /** Shown at once, each until its field is edited. */
  serverErrors?: ServerErrors<Path<Values>>;
};

/** What a field of the form gets: react-hook-form's wiring plus the message and touched state. */
export type SchemaFieldProps<Name extends string> = UseFormRegisterReturn<Name> & {
  error: string | undefined;
  touched: boolean;
};

export type SchemaForm<Values extends FieldValues, Output> = UseFormReturn<
  Values,
  unknown,
  Output
> & {
  /** Wires one field to a TextField, Select, TextArea, PasswordField or Checkbox. */
  field: <Name extends Path<Values>>(
    name: Name,
    options?: RegisterOptions<Values, Name>,
  ) => SchemaFieldProps<Name>;
  /** A field's message as it shows now: after its blur or a submit, or the server's at once. */
  errorOf: (name: Path<Values>) => string | undefined;
  /** Sets a value as a user would (a RANDOM username): checked at once if its message shows. */
  change: <Name extends Path<Values>>(name: Name, value: PathValue<Values, Name>) => void;
  /** The form's onSubmit: validates everything, then calls `send` with the schema's output. */
  onSubmit: (send: (output: Output) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/** The type of the errors the server gave, so they show before their field is touched. */
export const SERVER_ERROR = 'server';

/**
 * One form, driven by a zod schema (react-hook-form with the zod resolver). The timing is the
 * spec's: a field's message appears after its blur or on submit and then follows the typing, so
 * it clears as soon as the value is right; submit focuses the first wrong field and hands over
 * the schema's output (trimmed, normalised), never the raw values.
 */
export function useSchemaForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  serverErrors,
}: SchemaFormOptions<Values, Output>): SchemaForm<Values, Output> {
  type Name = Path<Values>;
  const submitted = useRef(false);
  const resolver: Resolver<Values, unknown, Output> = (values, context, options) => {
    const rules = typeof schema === 'function' ? schema({ submitted: submitted.current }) : schema;
    // The schema is written for what the form sends; the fields hold its input's raw form.
    return zodResolver(rules as z.ZodType<Output, Values>)(values, context, options);
  };
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { formState, getFieldState, setError } = form;

  // Each new set of server messages shows in full; focus stays where the user is.
  useEffect(() => {
    const messages: ServerErrors = serverErrors ?? {};
    for (const [name, message] of Object.entries(messages)) {
      if (message) setError(name as Name, { type: SERVER_ERROR, message });
    }
  }, [serverErrors, setError]);

  const revealed = (name: Name) =>
    getFieldState(name, formState).isTouched || formState.isSubmitted;

  // A message raised for a field not yet left (a field it depends on changed) waits for it.
  const errorOf = (name: Name): string | undefined => {
    const { error } = getFieldState(name, formState);
    if (!error || (!revealed(name) && error.type !== SERVER_ERROR)) return undefined;
    return error.message;
  };

  const dropServerError = (name: Name) => {
    if (getFieldState(name).error?.type === SERVER_ERROR) form.clearErrors(name);
  };

  const field = <N extends Name>(name: N, options?: RegisterOptions<Values, N>) => {
    const registered = form.register(name, options);
    const onChange: ChangeHandler = (event) => {
      dropServerError(name);
      return registered.onChange(event);
    };
    return { ...registered, onChange, error: errorOf(name), touched: revealed(name) };
  };

  const change = <N extends Name>(name: N, value: PathValue<Values, N>) => {
    dropServerError(name);
    form.setValue(name, value, { shouldDirty: true, shouldValidate: revealed(name) });
  };

  const onSubmit = (send: (output: Output) => unknown) => async (event?: BaseSyntheticEvent) => {
    submitted.current = true;
    // Only the output: handlers such as onSave(address) take no event.
    await form.handleSubmit(async (output) => {
      await send(output);
    })(event);
  };

  return { ...form, field, errorOf, change, onSubmit };
}
