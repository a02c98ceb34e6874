export { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';
export { fieldErrors } from './fieldErrors';
export {
  previewFeedback,
  useFeedbackForm,
  validateFeedback,
  type FeedbackErrors,
  type FeedbackField,
  type FeedbackValues,
} from './useFeedbackForm';
