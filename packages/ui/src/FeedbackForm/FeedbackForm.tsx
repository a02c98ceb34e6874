import {
  CUSTOM_FEEDBACK_SUBJECT,
  FEEDBACK_MAX,
  FEEDBACK_SUBJECTS,
  FEEDBACK_SUBJECT_PLACEHOLDER,
  toFeedback,
  type Feedback,
} from '@ic/domain';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmailField } from '../EmailField';
import { FormActions, FormPanel } from '../FormPanel';
import { Icon } from '../Icon';
import { useSchemaForm } from '../SchemaForm';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { TextLink } from '../TextLink';
import { useCatalogue, useMessage, useT } from '../i18n';
import { media, vars } from '../theme';
import { feedbackFormSchema } from './feedbackFormSchema';
import { previewFeedback, type FeedbackValues } from './feedbackPreview';

export type FeedbackFormProps = {
  /**
   * The signed-in user's email, shown read-only and sent as is; '' for a signed-out visitor,
   * who types their own (the spec's feedback call works without an account).
   */
  email: string;
  /** The preview's heading, in the words of the screen (feedback, or an error report). */
  previewTitle?: string;
  defaultName?: string;
  /**
   * Receives the body with any custom subject merged in. Resolve to true once it is sent and the
   * form clears its subject, custom subject and feedback (the name and email stay).
   */
  onSubmit: (feedback: Feedback) => void | boolean | Promise<void | boolean>;
  submitting?: boolean;
  /** The outcome to announce, e.g. 'Feedback submitted successfully!' or the error. */
  status?: ReactNode;
  /** Where Back to My Account goes; null hides the link. */
  backHref: string | null;
  backLabel?: string;
  title?: string;
  className?: string;
};

const EMPTY_MESSAGE: Omit<FeedbackValues, 'name'> = {
  subject: '',
  customSubject: '',
  feedback: '',
};

const Root = styled.div`
  display: grid;
  /* One column no wider than the screen: an auto column grew to the subject's longest option. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[6]};
  color: ${vars.color.ink};

  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Status = styled.div`
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceAlt};
  font-weight: ${vars.fontWeight.bold};

  &:empty {
    display: none;
  }
`;

/** The live preview: the body as it will be sent, on a dashed paper panel. */
const Preview = styled(Card)`
  && {
    display: grid;
    gap: ${vars.space[4]};
    border-style: dashed;
  }
  & [data-slot='preview-title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='preview-list'] {
    display: grid;
    gap: ${vars.space[3]};
    margin: 0;
  }
  & [data-slot='preview-term'] {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
    text-transform: uppercase;
  }
  & [data-slot='preview-value'] {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & [data-slot='preview-value'][data-empty] {
    color: ${vars.color.muted};
    font-style: italic;
  }
`;

function PreviewEntry({ term, children }: { term: string; children: string }) {
  const t = useT();
  return (
    <>
      <dt data-slot="preview-term">{term}</dt>
      <dd data-slot="preview-value" data-empty={children ? undefined : ''}>
        {children || t('account.feedback.notYet')}
      </dd>
    </>
  );
}

/**
 * Send feedback: the email (read-only when signed in), name, a subject (Custom asks for its own),
 * the text, and a live preview of exactly what will be sent. Clear Form empties the subject, custom
 * subject and feedback but keeps the name and email.
 */
export function FeedbackForm({
  email,
  defaultName = '',
  onSubmit,
  submitting = false,
  status,
  backHref,
  backLabel,
  title,
  previewTitle,
  className,
}: FeedbackFormProps) {
  useCatalogue('account');
  const t = useT();
  const message = useMessage();
  const heading = title ?? t('account.feedback.formTitle');
  const previewHeading = previewTitle ?? t('account.feedback.previewTitle');
  // The subject is sent as the English option; the reader sees it in their language.
  const subjectLabel = (subject: string) =>
    (FEEDBACK_SUBJECTS as readonly string[]).includes(subject)
      ? t(`account.feedback.subject.${subject.toLowerCase()}`)
      : subject;
  const form = useSchemaForm({
    schema: feedbackFormSchema,
    defaultValues: { email, name: defaultName, ...EMPTY_MESSAGE },
  });
  const values = form.watch();
  const preview = previewFeedback(values.email, values);
  const clear = () => form.reset({ ...form.getValues(), ...EMPTY_MESSAGE });
  const send = form.onSubmit(async (checked) => {
    if ((await onSubmit(toFeedback(checked))) === true) clear();
  });

  const submit = (event: FormEvent) => {
    if (submitting) event.preventDefault();
    else void send(event);
  };

  return (
    <Root className={className} data-slot="feedback-form">
      <FormPanel title={heading} padding="md" onSubmit={submit}>
        <EmailField
          readOnly={email !== ''}
          required
          hint={email ? t('account.feedback.emailFromAccount') : t('account.feedback.emailAnswer')}
          {...form.field('email')}
        />
        <TextField
          label={t('account.feedback.name')}
          autoComplete="name"
          required
          {...form.field('name')}
        />
        <Select
          label={t('account.feedback.subject')}
          required
          placeholder={message(FEEDBACK_SUBJECT_PLACEHOLDER)}
          options={FEEDBACK_SUBJECTS.map((value) => ({ value, label: subjectLabel(value) }))}
          {...form.field('subject', { deps: ['customSubject'] })}
        />
        {values.subject === CUSTOM_FEEDBACK_SUBJECT && (
          <TextField
            label={t('account.feedback.customSubject')}
            required
            {...form.field('customSubject')}
          />
        )}
        <TextArea
          label={t('account.feedback.feedback')}
          required
          maxLength={FEEDBACK_MAX}
          {...form.field('feedback')}
        />
        <FormActions>
          <Button type="submit" loading={submitting}>
            {t('account.feedback.submit')}
          </Button>
          <Button variant="outline" onClick={clear}>
            {t('account.feedback.clear')}
          </Button>
        </FormActions>
        <Status data-slot="status" role="status">
          {status}
        </Status>
        {backHref !== null && (
          <TextLink href={backHref}>
            <Icon name="arrow-left" size="sm" />
            {backLabel ?? t('account.feedback.back')}
          </TextLink>
        )}
      </FormPanel>

      <Preview forwardedAs="section" tone="paper" aria-label={previewHeading}>
        <h2 data-slot="preview-title">{previewHeading}</h2>
        <dl data-slot="preview-list">
          <PreviewEntry term={t('account.feedback.email')}>{preview.email}</PreviewEntry>
          <PreviewEntry term={t('account.feedback.name')}>{preview.name}</PreviewEntry>
          <PreviewEntry term={t('account.feedback.subject')}>
            {subjectLabel(preview.subject)}
          </PreviewEntry>
          <PreviewEntry term={t('account.feedback.feedback')}>{preview.feedback}</PreviewEntry>
        </dl>
      </Preview>
    </Root>
  );
}
