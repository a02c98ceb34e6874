import { PagePlaceholder } from '../PagePlaceholder';

export function ChaptersPage() {
  return (
    <PagePlaceholder
      title="Chapters"
      description="The chapters of an IC Universe comic, ready to read."
    />
  );
}
