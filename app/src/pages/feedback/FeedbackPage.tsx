import { PagePlaceholder } from '../PagePlaceholder';

export function FeedbackPage() {
  return (
    <PagePlaceholder
      title="Feedback"
      description="Tell the IC Universe team what you think: suggestions, complaints and praise all welcome."
    />
  );
}

export function ErrorReportPage() {
  return (
    <PagePlaceholder
      title="Report an Error"
      description="Found something broken on IC Universe? Report it and we will fix it."
    />
  );
}
