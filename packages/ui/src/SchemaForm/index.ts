export {
  SERVER_ERROR,
  useSchemaForm,
  type SchemaFieldProps,
  type SchemaForm,
  type SchemaFormOptions,
  type ServerErrors,
} from './useSchemaForm';
export { withFormRules } from './withFormRules';
