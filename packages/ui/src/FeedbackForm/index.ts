export { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';
export { fieldErrors } from './fieldErrors';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export {
  previewFeedback,
  useFeedbackForm,
  validateFeedback,
  type FeedbackErrors,
  type FeedbackField,
  type FeedbackValues,
} from './useFeedbackForm';
