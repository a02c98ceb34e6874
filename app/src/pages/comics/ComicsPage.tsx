import { PagePlaceholder } from '../PagePlaceholder';

export function ComicsPage() {
  return (
    <PagePlaceholder
      title="Comics"
      description="Read IC Universe comics: every series with its covers, years and authors."
    />
  );
}
