export {
  SandboxCheckout,
  SANDBOX_CHECKOUT_TEXT,
  type SandboxCheckoutAction,
  type SandboxCheckoutProps,
} from './SandboxCheckout';
