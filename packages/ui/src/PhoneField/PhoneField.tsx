import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export const PHONE_PREFIX = '+91';
export const PHONE_HINT = `10 digits after ${PHONE_PREFIX}`;

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'start' | 'label'> & {
  label?: ReactNode;
};

/**
 * An Indian phone number: a TextField with '+91' at its start, the number pad, and a hint that
 * says what the prefix (hidden from screen readers) means.
 */
export function PhoneField({
  label = 'Phone number',
  hint = PHONE_HINT,
  autoComplete = 'tel-national',
  ...rest
}: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      start={PHONE_PREFIX}
      label={label}
      hint={hint}
      autoComplete={autoComplete}
      {...rest}
    />
  );
}
