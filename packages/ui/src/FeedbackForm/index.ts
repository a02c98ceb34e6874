export { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';
export { feedbackFormSchema } from './feedbackFormSchema';
export { previewFeedback, type FeedbackValues } from './feedbackPreview';
