import { PolicyPage } from './PolicyPage';

export function ChildrenPrivacyPolicyPage() {
  return <PolicyPage slug="children-privacy-policy" />;
}
