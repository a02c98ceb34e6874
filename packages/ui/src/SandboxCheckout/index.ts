export {
  SandboxCheckout,
  type SandboxCheckoutAction,
  type SandboxCheckoutLine,
  type SandboxCheckoutProps,
} from './SandboxCheckout';
