import { PagePlaceholder } from '../PagePlaceholder';

export function AntiHarassmentPolicyPage() {
  return (
    <PagePlaceholder
      title="Anti-Harassment Policy"
      description="How IC Universe prevents harassment and handles complaints."
    />
  );
}
