import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  describedBy,
  fieldDataAttributes,
  FieldLabel,
  FieldMessages,
  FieldShell,
  useFieldState,
  ValidMark,
  type FieldBaseProps,
} from '../Field';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldBaseProps & {
    /** Rendered inside the box after the input, e.g. a show/hide button. */
    end?: ReactNode;
  };

/**
 * A labelled text input. After its first blur it shows green when valid and red when the form
 * gives an `error`; the hint and error are tied to the input with aria-describedby.
 */
export function TextField({
  label,
  hint,
  error,
  labelHidden,
  touched,
  end,
  id,
  className,
  type = 'text',
  required,
  readOnly,
  disabled,
  onBlur,
  onInput,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const field = useFieldState({ id, touched });
  const data = fieldDataAttributes({
    touched: field.touched,
    hasError: Boolean(error),
    nativeValid: field.nativeValid,
    readOnly,
    disabled,
  });
  return (
    <FieldShell className={className} {...data}>
      <FieldLabel htmlFor={field.id} required={required} hidden={labelHidden}>
        {label}
      </FieldLabel>
      <div className="ic-field-control">
        <input
          id={field.id}
          type={type}
          className="ic-field-input"
          required={required}
          readOnly={readOnly}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            hint && field.hintId,
            error && field.errorId,
            ariaDescribedBy,
          )}
          onBlur={(event) => {
            field.onBlur(event);
            onBlur?.(event);
          }}
          onInput={(event) => {
            field.onInput(event);
            onInput?.(event);
          }}
          {...rest}
        />
        <ValidMark />
        {end}
      </div>
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </FieldShell>
  );
}
