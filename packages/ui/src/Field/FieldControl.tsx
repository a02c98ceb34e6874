import { cloneElement, type FocusEvent, type FormEvent, type ReactElement } from 'react';
import { useField, type FieldControlElement } from './FieldProvider';
import { describedBy } from './fieldState';

/** The props the slot sets on its control; the control's own values are kept where they merge. */
export type FieldControlProps = {
  id?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'data-slot'?: string;
  onBlur?: (event: FocusEvent<FieldControlElement>) => void;
  onInput?: (event: FormEvent<FieldControlElement>) => void;
};

/**
 * The control slot: gives the one element inside it the field's id (the label's target), its
 * required, read-only and disabled flags, aria-invalid, and an aria-describedby that names the
 * hint and error first and then keeps the control's own ids. Blur and input reach the field (its
 * touched and valid states) and then the control's own handlers.
 */
export function FieldControl({ children }: { children: ReactElement<FieldControlProps> }) {
  const field = useField();
  const own = children.props;
  return cloneElement(children, {
    id: field.id,
    required: field.required ?? own.required,
    readOnly: field.readOnly ?? own.readOnly,
    disabled: field.disabled ?? own.disabled,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy(field.describedBy, own['aria-describedby']),
    'data-slot': 'field-control',
    onBlur: (event: FocusEvent<FieldControlElement>) => {
      field.onBlur(event);
      own.onBlur?.(event);
    },
    onInput: (event: FormEvent<FieldControlElement>) => {
      field.onInput(event);
      own.onInput?.(event);
    },
  });
}
