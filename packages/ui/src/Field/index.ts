export { Field, FieldLabel, FieldMessages, type FieldBaseProps, type FieldProps } from './Field';
export { FieldControl, type FieldControlProps } from './FieldControl';
export {
  FieldProvider,
  useField,
  type FieldContextValue,
  type FieldControlElement,
  type FieldStateProps,
} from './FieldProvider';
export {
  describedBy,
  fieldDataAttributes,
  type FieldDataAttributes,
  type FieldStateInput,
} from './fieldState';
export { splitFieldProps, type FieldOwnProps } from './splitFieldProps';
