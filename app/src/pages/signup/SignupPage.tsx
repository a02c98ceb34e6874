import { PagePlaceholder } from '../PagePlaceholder';

export function SignupPage() {
  return (
    <PagePlaceholder
      title="Sign Up"
      description="Create your free IC Universe account and start reading Indian superhero comics."
    />
  );
}
