export { CartSummary, type CartLine, type CartSummaryProps } from './CartSummary';
