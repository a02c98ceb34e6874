import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & {
  /** 'Email' unless the form asks for someone else's, e.g. a guardian's. */
  label?: ReactNode;
};

/** A TextField for an email address: the email keyboard and the browser's saved address. */
export function EmailField({ label = 'Email', autoComplete = 'email', ...rest }: EmailFieldProps) {
  return <TextField type="email" label={label} autoComplete={autoComplete} {...rest} />;
}
