import { PagePlaceholder } from '../PagePlaceholder';

export function NewsPage() {
  return (
    <PagePlaceholder
      title="Blogs & News"
      description="News, behind-the-scenes stories and foundation updates from IC Universe."
    />
  );
}
