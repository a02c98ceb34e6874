import { PolicyPage } from './PolicyPage';

export function RefundPolicyPage() {
  return <PolicyPage slug="refund-policy" />;
}
