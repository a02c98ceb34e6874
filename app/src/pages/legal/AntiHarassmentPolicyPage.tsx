import { PolicyPage } from './PolicyPage';

export function AntiHarassmentPolicyPage() {
  return <PolicyPage slug="anti-harassment" />;
}
