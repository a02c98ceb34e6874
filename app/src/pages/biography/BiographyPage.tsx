import { PagePlaceholder } from '../PagePlaceholder';

export function BiographyPage() {
  return (
    <PagePlaceholder
      title="Character Biography"
      description="Powers, origin, allies and enemies of an IC Universe character."
    />
  );
}
