export {
  SandboxCheckout,
  SANDBOX_CHECKOUT_TEXT,
  type SandboxCheckoutAction,
  type SandboxCheckoutLine,
  type SandboxCheckoutProps,
} from './SandboxCheckout';
