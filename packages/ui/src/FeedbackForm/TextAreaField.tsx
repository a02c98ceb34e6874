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

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> &
  FieldBaseProps;

// Doubled class: the shared field CSS sizes .ic-field-input for one line and must not win here.
const TextArea = styled.textarea`
  && {
    min-height: 8rem;
    padding: ${vars.space[2]} 0;
    line-height: ${vars.lineHeight.normal};
    resize: vertical;
  }
`;

/** A labelled multi-line field: TextField's parts around a textarea. */
export function TextAreaField({
  label,
  hint,
  error,
  labelHidden,
  touched,
  id,
  className,
  required,
  readOnly,
  disabled,
  onBlur,
  onInput,
  ...rest
}: TextAreaFieldProps) {
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
        <TextArea
          id={field.id}
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
