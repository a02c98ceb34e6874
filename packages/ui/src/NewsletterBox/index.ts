export {
  NEWSLETTER_BOX_HEADINGS,
  NEWSLETTER_STATUSES,
  NewsletterBox,
  type NewsletterBoxProps,
  type NewsletterStatus,
} from './NewsletterBox';
