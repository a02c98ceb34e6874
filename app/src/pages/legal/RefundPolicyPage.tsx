import { PagePlaceholder } from '../PagePlaceholder';

export function RefundPolicyPage() {
  return (
    <PagePlaceholder
      title="Refund Policy"
      description="When and how IC Universe refunds a purchase."
    />
  );
}
