import { PagePlaceholder } from '../PagePlaceholder';

export function CareerApplyPage() {
  return <PagePlaceholder title="Apply for a Job" description="Apply for a job at IC Universe." />;
}
