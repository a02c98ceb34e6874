import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, splitFieldProps, type FieldBaseProps } from '../Field';
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

// The chevron (and the valid mark) lie over the select's right edge, so a click on them opens it.
const NativeSelect = styled.select`
  appearance: none;
  margin-right: calc(-1 * (${vars.size.icon} + ${vars.space[2]}));
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
  [data-valid] > [data-slot='field-box'] > & {
    margin-right: calc(-2 * (${vars.size.icon} + ${vars.space[2]}));
  }
`;

const Chevron = styled(Icon)`
  pointer-events: none;
`;

/** A labelled native select with an optional placeholder option: a Field around a select. */
export function Select({ options, placeholder, value, defaultValue, ...props }: SelectProps) {
  const [field, select] = splitFieldProps(props);
  // An uncontrolled select with a placeholder starts on it rather than on the first real option.
  const initial =
    value === undefined && defaultValue === undefined && placeholder ? '' : defaultValue;
  return (
    <Field {...field} end={<Chevron name="chevron-down" />}>
      <NativeSelect value={value} defaultValue={initial} {...select}>
        {placeholder && <option value="">{placeholder}</option>}
        {options.map(toOption).map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
