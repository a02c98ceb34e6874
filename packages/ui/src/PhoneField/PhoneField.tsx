import type { ReactNode } from 'react';
import { useT } from '../i18n';
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
  label,
  hint,
  autoComplete = 'tel-national',
  ...rest
}: PhoneFieldProps) {
  const t = useT();
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      start={PHONE_PREFIX}
      label={label ?? t('shell.field.phone')}
      hint={hint ?? t('shell.field.phoneHint', { prefix: PHONE_PREFIX })}
      autoComplete={autoComplete}
      {...rest}
    />
  );
}
