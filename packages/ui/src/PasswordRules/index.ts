export { PasswordRules, type PasswordRulesProps } from './PasswordRules';
