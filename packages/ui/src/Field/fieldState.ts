/** What a field knows about itself after the user has been in it. */
export type FieldStateInput = {
  touched: boolean;
  /** The message the form gives; a field with one is invalid whether touched or not. */
  hasError: boolean;
  /** The browser's own constraint check (required, type="email", minLength…). */
  nativeValid: boolean;
  readOnly?: boolean;
  disabled?: boolean;
};

export type FieldDataAttributes = {
  'data-touched'?: '';
  'data-invalid'?: '';
  'data-valid'?: '';
  'data-readonly'?: '';
  'data-disabled'?: '';
};

const flag = (on: boolean | undefined) => (on ? ('' as const) : undefined);

/**
 * The data-* attributes the field's CSS reads: red once there is an error, green only after blur
 * when nothing (neither the form nor the browser) objects. Read-only and disabled fields show neither.
 */
export function fieldDataAttributes(state: FieldStateInput): FieldDataAttributes {
  const interactive = !state.readOnly && !state.disabled;
  return {
    'data-touched': flag(state.touched),
    'data-invalid': flag(interactive && state.hasError),
    'data-valid': flag(interactive && state.touched && !state.hasError && state.nativeValid),
    'data-readonly': flag(state.readOnly),
    'data-disabled': flag(state.disabled),
  };
}

/**
 * Joins the ids of the descriptions that exist, for aria-describedby. Accepts `hint && hintId`
 * style expressions: anything that is not a non-empty string is skipped.
 */
export function describedBy(...ids: unknown[]): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ');
  return joined || undefined;
}
