import { PagePlaceholder } from '../PagePlaceholder';

export function CareersPage() {
  return (
    <PagePlaceholder
      title="Careers"
      description="Work at IC Universe: open jobs and internships in animation, design, technology and more."
    />
  );
}
