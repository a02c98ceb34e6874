import { PagePlaceholder } from '../PagePlaceholder';

export function SupportUsPage() {
  return (
    <PagePlaceholder
      title="Support Us"
      description="Support IC Universe and its foundation: see where the money goes and who has helped."
    />
  );
}
