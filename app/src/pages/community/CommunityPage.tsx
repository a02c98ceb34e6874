import { PagePlaceholder } from '../PagePlaceholder';

export function CommunityPage() {
  return (
    <PagePlaceholder
      title="Community"
      description="The IC Universe community of readers, artists and fans."
    />
  );
}
