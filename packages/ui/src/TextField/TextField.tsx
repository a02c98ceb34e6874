import type { ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldBaseProps, type FieldProps } from '../Field';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldBaseProps &
  Pick<FieldProps, 'start' | 'end'>;

/**
 * A labelled text input: a Field around an input. `start` holds fixed text before the value
 * (the phone number's '+91', a rupee sign), `end` a control after it (the password toggle).
 */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field}>
      <input type={type} {...input} />
    </Field>
  );
}
