import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import {
  describedBy,
  fieldDataAttributes,
  FieldLabel,
  FieldMessages,
  FieldShell,
  useFieldState,
  type FieldBaseProps,
} from '../Field';
import { vars } from '../theme';

const Prefix = styled.span`
  flex: none;
  padding-right: ${vars.space[2]};
  border-right: ${vars.size.borderThin} solid ${vars.color.border};
  font-weight: ${vars.fontWeight.black};
`;

export type PrefixedFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children' | 'prefix'> &
  FieldBaseProps & {
    /** Fixed text inside the box before the input, e.g. '₹' or '+91'. */
    prefix: string;
  };

/**
 * TextField's parts with a fixed prefix inside the box: a rupee amount, a phone number after +91.
 * The prefix is decoration, not value: it is hidden from screen readers, so the label or hint
 * must say what it means ('Amount in rupees', '10 digits after +91').
 */
export function PrefixedField({
  prefix,
  label,
  hint,
  error,
  labelHidden,
  touched,
  id,
  className,
  type = 'text',
  required,
  readOnly,
  disabled,
  onBlur,
  onInput,
  ...rest
}: PrefixedFieldProps) {
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
        <Prefix data-slot="prefix" aria-hidden="true">
          {prefix}
        </Prefix>
        <input
          id={field.id}
          type={type}
          className="ic-field-input"
          required={required}
          readOnly={readOnly}
          disabled={disabled}
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
