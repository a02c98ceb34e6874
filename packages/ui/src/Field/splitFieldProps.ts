import type { FieldProps } from './Field';

/** What a field takes besides its control. */
export type FieldOwnProps = Omit<FieldProps, 'children'>;

const FIELD_KEYS = [
  'label',
  'labelHidden',
  'hint',
  'error',
  'touched',
  'start',
  'end',
  'id',
  'className',
  'required',
  'readOnly',
  'disabled',
] as const satisfies readonly (keyof FieldOwnProps)[];

type FieldKey = (typeof FIELD_KEYS)[number];

/**
 * Splits a control component's props into the field's (label, messages, flags) and the rest,
 * which go to the control element: one list, so every control wires the same way.
 */
export function splitFieldProps<P extends FieldOwnProps>(
  props: P,
): [FieldOwnProps, Omit<P, FieldKey>] {
  const field: Record<string, unknown> = {};
  const control: Record<string, unknown> = { ...props };
  for (const key of FIELD_KEYS) {
    field[key] = props[key];
    delete control[key];
  }
  return [field as FieldOwnProps, control as Omit<P, FieldKey>];
}
