export { PrefixedField, type PrefixedFieldProps } from './PrefixedField';
