export { SignupAccountForm, type SignupAccountFormProps } from './SignupAccountForm';
export { SignupProfileForm, type SignupProfileFormProps } from './SignupProfileForm';
export { OrDivider, SOCIAL_PROVIDERS, SocialButtons, type SocialProvider } from './SocialButtons';
export {
  EMPTY_ACCOUNT,
  EMPTY_PROFILE,
  needsGuardian,
  profileFormSchema,
  type AccountValues,
  type ProfileValues,
} from './signupValidation';
