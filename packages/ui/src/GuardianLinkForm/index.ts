export { GuardianLinkForm, type GuardianLinkFormProps } from './GuardianLinkForm';
