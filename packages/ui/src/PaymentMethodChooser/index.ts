export { PaymentMethodChooser, type PaymentMethodChooserProps } from './PaymentMethodChooser';
