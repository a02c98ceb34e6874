import {
  FeedbackForm,
  PageHero,
  Section,
  useCatalogue,
  useMessage,
  useT,
  type FeedbackFormProps,
} from '@ic/ui';
import { MESSAGES } from '@ic/domain';
import { useState } from 'react';
import { useSession } from '../../session';
import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { sendFeedback } from './feedbackOutcome';

// Both screens send the same form to POST /api/feedback; /ErrorReport (the account page's
// Support Us) is worded for reporting a problem, /feedback for opinions. Each screen's keys are
// account.<screen>.{title,description,formTitle,previewTitle}.
type Screen = 'feedback' | 'errorReport';

function FeedbackScreen({ screen }: { screen: Screen }) {
  useCatalogue('account');
  const t = useT();
  const message = useMessage();
  const copy = {
    title: t(`account.${screen}.title`),
    description: t(`account.${screen}.description`),
    formTitle: t(`account.${screen}.formTitle`),
    previewTitle: t(`account.${screen}.previewTitle`),
  };
  usePageMeta(copy.title, copy.description);
  const { user } = useSession();
  const [submitting, setSubmitting] = useState(false);
  // The outcome in English (the spec's texts), shown in the screen's language: a refusal is
  // 'Error: ' and the server's words, each looked up on its own.
  const [outcome, setOutcome] = useState('');
  const prefix = MESSAGES.feedbackErrorPrefix;
  const status = outcome.startsWith(prefix)
    ? message(prefix, 'errors.feedbackErrorPrefix') + message(outcome.slice(prefix.length))
    : outcome && message(outcome);

  const submit: FeedbackFormProps['onSubmit'] = async (feedback) => {
    setSubmitting(true);
    setOutcome('');
    const sent = await sendFeedback(feedback);
    setOutcome(sent.message);
    setSubmitting(false);
    return sent.sent;
  };

  return (
    <>
      <PageHero title={copy.title} description={copy.description} />
      <Section title={t('account.feedback.section')} hideTitle spacing="sm">
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
  return <FeedbackScreen screen="feedback" />;
}

/** /ErrorReport: the same form, worded for reporting something broken. */
export function ErrorReportPage() {
  return <FeedbackScreen screen="errorReport" />;
}
