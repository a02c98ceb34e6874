import { PagePlaceholder } from '../PagePlaceholder';

export function UltimatePage() {
  return (
    <PagePlaceholder
      title="IC Ultimate"
      description="IC Ultimate membership: unlimited comics, premium content, animated series and the membership kit."
    />
  );
}
