export { Paywall, type PaywallLock, type PaywallProps } from './Paywall';
