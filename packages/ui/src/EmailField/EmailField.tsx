import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { TextField, type TextFieldProps } from '../TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & {
  /** 'Email' unless the form asks for someone else's, e.g. a guardian's. */
  label?: ReactNode;
};

/** A TextField for an email address: the email keyboard and the browser's saved address. */
export function EmailField({ label, autoComplete = 'email', ...rest }: EmailFieldProps) {
  const t = useT();
  return (
    <TextField
      type="email"
      label={label ?? t('shell.field.email')}
      autoComplete={autoComplete}
      {...rest}
    />
  );
}
