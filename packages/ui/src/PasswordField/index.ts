export {
  HIDE_PASSWORD_LABEL,
  PasswordField,
  SHOW_PASSWORD_LABEL,
  type PasswordFieldProps,
} from './PasswordField';
