import { PagePlaceholder } from '../PagePlaceholder';

export function ForgotPasswordPage() {
  return (
    <PagePlaceholder
      title="Forgot Password"
      description="Forgot your IC Universe password? Ask for a reset link by email."
    />
  );
}
