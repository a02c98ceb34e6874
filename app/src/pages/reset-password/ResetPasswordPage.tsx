import { PagePlaceholder } from '../PagePlaceholder';

export function ResetPasswordPage() {
  return (
    <PagePlaceholder
      title="Reset Password"
      description="Choose a new password for your IC Universe account."
    />
  );
}
