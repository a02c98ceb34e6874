import { PolicyPage } from './PolicyPage';

export function TermsOfUsePage() {
  return <PolicyPage slug="terms-of-use" />;
}
