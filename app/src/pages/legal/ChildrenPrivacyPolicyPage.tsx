import { PagePlaceholder } from '../PagePlaceholder';

export function ChildrenPrivacyPolicyPage() {
  return (
    <PagePlaceholder
      title="Children's Privacy Policy"
      description="How IC Universe protects readers under 18 and what parents can decide."
    />
  );
}
