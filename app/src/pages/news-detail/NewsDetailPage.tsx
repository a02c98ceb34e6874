import { PagePlaceholder } from '../PagePlaceholder';

export function NewsDetailPage() {
  return <PagePlaceholder title="News" description="A story from the IC Universe newsroom." />;
}
