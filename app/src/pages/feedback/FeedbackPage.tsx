import { FeedbackForm, PageHero, Section, type FeedbackFormProps } from '@ic/ui';
import { useState } from 'react';
import { useSession } from '../../session';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { sendFeedback } from './feedbackOutcome';

type ScreenCopy = { title: string; description: string; formTitle: string; previewTitle: string };

// Both screens send the same form to POST /api/feedback; /ErrorReport (the account page's
// Support Us) is worded for reporting a problem, /feedback for opinions.
const FEEDBACK_COPY: ScreenCopy = {
  title: 'Feedback',
  description:
    'Tell the IC Universe team what you think: suggestions, complaints and praise all welcome.',
  formTitle: 'Give Feedback',
  previewTitle: 'Feedback Preview',
};
const ERROR_REPORT_COPY: ScreenCopy = {
  title: 'Report an Error',
  description:
    'Found something broken on IC Universe? Tell us where and what happened, and we will fix it.',
  formTitle: 'Describe the problem',
  previewTitle: 'Error Report Preview',
};

function FeedbackScreen({ copy }: { copy: ScreenCopy }) {
  const { user } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState('');

  const submit: FeedbackFormProps['onSubmit'] = async (feedback) => {
    setSubmitting(true);
    setStatus('');
    const outcome = await sendFeedback(feedback);
    setStatus(outcome.message);
    setSubmitting(false);
    return outcome.sent;
  };

  return (
    <>
      <PageHero title={copy.title} description={copy.description} />
      <Section title="Your message" hideTitle spacing="sm">
        <FeedbackForm
          email={user?.email ?? ''}
          defaultName={user?.name}
          title={copy.formTitle}
          previewTitle={copy.previewTitle}
          onSubmit={submit}
          submitting={submitting}
          status={status}
          backHref={user ? paths.myAccount.href() : null}
        />
      </Section>
    </>
  );
}

/**
 * /feedback: the feedback form with its live preview. Signed out, the visitor types their own
 * email: the spec's feedback call works without a token (the server keeps its rate limit).
 */
export function FeedbackPage() {
  usePageMeta(FEEDBACK_COPY.title, FEEDBACK_COPY.description);
  return <FeedbackScreen copy={FEEDBACK_COPY} />;
}

/** /ErrorReport: the same form, worded for reporting something broken. */
export function ErrorReportPage() {
  usePageMeta(ERROR_REPORT_COPY.title, ERROR_REPORT_COPY.description);
  return <FeedbackScreen copy={ERROR_REPORT_COPY} />;
}
