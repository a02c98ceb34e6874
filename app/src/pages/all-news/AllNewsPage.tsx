import { PagePlaceholder } from '../PagePlaceholder';

export function AllNewsPage() {
  return (
    <PagePlaceholder
      title="All News"
      description="Every IC Universe blog post and news story, newest first."
    />
  );
}
