import { PagePlaceholder } from '../PagePlaceholder';

export function PrivacyPolicyPage() {
  return (
    <PagePlaceholder
      title="Privacy Policy"
      description="What IC Universe collects about you, why, and your rights over it."
    />
  );
}
