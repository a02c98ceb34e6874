import { PagePlaceholder } from '../PagePlaceholder';

export function ReaderPage() {
  return (
    <PagePlaceholder title="Reader" description="Read an IC Universe comic chapter page by page." />
  );
}
