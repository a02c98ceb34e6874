export { PHONE_HINT, PHONE_PREFIX, PhoneField, type PhoneFieldProps } from './PhoneField';
