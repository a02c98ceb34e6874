import type { ComponentPropsWithRef } from 'react';
import {
  describedBy,
  fieldDataAttributes,
  FieldLabel,
  FieldMessages,
  FieldShell,
  useFieldState,
  type FieldBaseProps,
} from '../Field';

export type AmountFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> &
  Omit<FieldBaseProps, 'touched'>;

/**
 * A rupee amount typed by hand: the field parts of TextField with a fixed ₹ before the input.
 * Text, not type="number", so '₹1,500' and '1 500' can be typed and parsed as the spec allows.
 */
export function AmountField({
  label,
  hint,
  error,
  labelHidden,
  id,
  className,
  onBlur,
  onInput,
  ...rest
}: AmountFieldProps) {
  const field = useFieldState({ id });
  const data = fieldDataAttributes({
    touched: field.touched,
    hasError: Boolean(error),
    nativeValid: field.nativeValid,
  });
  return (
    <FieldShell className={className} {...data}>
      <FieldLabel htmlFor={field.id} hidden={labelHidden}>
        {label}
      </FieldLabel>
      <div className="ic-field-control">
        <span data-slot="currency" aria-hidden="true">
          ₹
        </span>
        <input
          id={field.id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="ic-field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && field.hintId, error && field.errorId)}
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
      </div>
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </FieldShell>
  );
}
