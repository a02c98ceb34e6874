export {
  FieldLabel,
  FieldMessages,
  FieldShell,
  ValidMark,
  type FieldBaseProps,
  type FieldShellProps,
} from './Field';
export {
  describedBy,
  fieldDataAttributes,
  type FieldDataAttributes,
  type FieldStateInput,
} from './fieldState';
export { useFieldState } from './useFieldState';
