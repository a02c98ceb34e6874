import { PagePlaceholder } from '../PagePlaceholder';

export function AccountPage() {
  return (
    <PagePlaceholder
      title="My Account"
      description="Your IC Universe account: profile, plan, orders, mail preferences and feedback."
    />
  );
}
