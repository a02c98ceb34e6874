import { PagePlaceholder } from '../PagePlaceholder';

export function LoginPage() {
  return (
    <PagePlaceholder
      title="Log In"
      description="Log in to your IC Universe account to read comics and manage your membership."
    />
  );
}
