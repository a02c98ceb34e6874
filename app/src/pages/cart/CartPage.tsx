import { PagePlaceholder } from '../PagePlaceholder';

export function CartPage() {
  return (
    <PagePlaceholder
      title="Your Cart!"
      description="Check out your IC Ultimate membership: address, payment and confirmation."
    />
  );
}
