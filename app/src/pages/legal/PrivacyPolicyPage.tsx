import { PolicyPage } from './PolicyPage';

export function PrivacyPolicyPage() {
  return <PolicyPage slug="privacy-policy" />;
}
