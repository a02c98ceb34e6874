import { PagePlaceholder } from '../PagePlaceholder';

export function AboutPage() {
  return (
    <PagePlaceholder
      title="About Us"
      description="Who makes IC Universe: our founder, our teams and our vision for Indian storytelling."
    />
  );
}
