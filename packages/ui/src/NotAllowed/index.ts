export { NotAllowed, NOT_ALLOWED_TEXT, type NotAllowedProps } from './NotAllowed';
