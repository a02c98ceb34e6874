import { PagePlaceholder } from '../PagePlaceholder';

export function TermsOfUsePage() {
  return (
    <PagePlaceholder
      title="Terms of Use"
      description="The terms for using the IC Universe website, comics and membership."
    />
  );
}
