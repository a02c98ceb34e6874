import { PagePlaceholder } from '../PagePlaceholder';

export function OrderCompletePage() {
  return (
    <PagePlaceholder title="Order Complete" description="Your IC Universe order is complete." />
  );
}
