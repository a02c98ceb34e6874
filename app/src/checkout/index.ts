export { useCheckout, type UseCheckout } from './useCheckout';
export type { CheckoutResult } from './runCheckout';
