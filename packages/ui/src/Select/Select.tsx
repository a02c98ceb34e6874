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
import { Icon } from '../Icon';
import { vars } from '../theme';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> &
  FieldBaseProps & {
    /** Options as {value, label}, or plain strings that are both. */
    options: readonly (SelectOption | string)[];
    /** A first option with the empty value, selected until the user chooses. */
    placeholder?: string;
  };

const toOption = (option: SelectOption | string): SelectOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

const NativeSelect = styled.select`
  appearance: none;
  padding-right: calc(${vars.size.icon} + ${vars.space[2]});
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
  /* The chevron sits over the select's right edge, so clicking it opens the select. */
  & + .ic-select-chevron {
    margin-left: calc(-1 * (${vars.size.icon} + ${vars.space[2]}));
    pointer-events: none;
  }
`;

/** A labelled native select with an optional placeholder option, hint and error. */
export function Select({
  label,
  hint,
  error,
  labelHidden,
  touched,
  options,
  placeholder,
  id,
  className,
  required,
  disabled,
  value,
  defaultValue,
  onBlur,
  onInput,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const field = useFieldState({ id, touched });
  const data = fieldDataAttributes({
    touched: field.touched,
    hasError: Boolean(error),
    nativeValid: field.nativeValid,
    disabled,
  });
  // An uncontrolled select with a placeholder starts on it rather than on the first real option.
  const initial =
    value === undefined && defaultValue === undefined && placeholder ? '' : defaultValue;
  return (
    <FieldShell className={className} {...data}>
      <FieldLabel htmlFor={field.id} required={required} hidden={labelHidden}>
        {label}
      </FieldLabel>
      <div className="ic-field-control">
        <NativeSelect
          id={field.id}
          className="ic-field-input"
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={initial}
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
        >
          {placeholder && <option value="">{placeholder}</option>}
          {options.map(toOption).map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Icon name="chevron-down" className="ic-select-chevron" />
      </div>
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </FieldShell>
  );
}
