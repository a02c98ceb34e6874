export {
  RecurringAgreement,
  type MandateTerm,
  type RecurringAgreementProps,
} from './RecurringAgreement';
