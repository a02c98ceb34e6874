import {
  CV_MAX_BYTES,
  FEEDBACK_MAX,
  hasPdfMagic,
  jobApplicationSchema,
  MESSAGES,
  type JobApplication,
} from '@ic/domain';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmailField } from '../EmailField';
import { FileField } from '../FileField';
import { FormActions, FormAlert, FormPanel } from '../FormPanel';
import { useMessage, useT } from '../i18n';
import { Icon } from '../Icon';
import { PHONE_PREFIX, PhoneField } from '../PhoneField';
import { SERVER_ERROR, useSchemaForm } from '../SchemaForm';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { media, vars } from '../theme';
import {
  CV_FIELD,
  EMPTY_APPLICATION,
  type JobApplicationErrors,
  type JobApplicationValues,
} from './applicationFields';

/** What the page reports back: sent, or why not (with the server's messages per field). */
export type JobApplicationOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors?: JobApplicationErrors };

export type JobApplicationFormProps = {
  /** The job applied for; sent as `jobId`. */
  jobId: string;
  /** Sends the checked application and the chosen CV; the form stays busy until it settles. */
  onSubmit: (
    application: JobApplication,
    cv?: File,
  ) => Promise<JobApplicationOutcome> | JobApplicationOutcome;
  /** Starting values, e.g. to show a filled form. */
  defaultValues?: Partial<JobApplicationValues>;
  title?: string;
  headingLevel?: 'h2' | 'h3';
  submitLabel?: string;
  /** Shown once sent, under the message, e.g. a link to the other jobs. */
  successAction?: ReactNode;
  className?: string;
};

const Intro = styled.p`
  margin: 0;
  color: ${vars.color.muted};
`;

const Sent = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  background: ${vars.color.successSurface};

  ${media.md} {
    padding: ${vars.space[8]};
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='sent'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='sent-icon'] {
    color: ${vars.color.success};
  }
`;

/** Why a chosen CV cannot go (too big, or not a PDF by its first bytes), or '' when it can. */
async function cvProblemOf(file: File): Promise<string> {
  if (file.size > CV_MAX_BYTES) return MESSAGES.cvTooLarge;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return hasPdfMagic(head) ? '' : MESSAGES.cvNotPdf;
}

/** A throwing handler counts as a failure: it must not leave the form busy. */
async function settle(
  send: () => Promise<JobApplicationOutcome> | JobApplicationOutcome,
): Promise<JobApplicationOutcome> {
  try {
    return await send();
  } catch {
    return { ok: false, message: MESSAGES.tryAgain };
  }
}

/**
 * Apply for a job: name, email, phone (+91), an optional portfolio link and a cover letter,
 * checked with the domain's schema. Each message shows after the field is left or on submit and
 * clears as soon as the value is right. Submitting is busy until the page answers; a failure keeps
 * everything typed, and success replaces the form with where the reply will go.
 */
export function JobApplicationForm({
  jobId,
  onSubmit,
  defaultValues,
  title: givenTitle,
  headingLevel: Heading = 'h2',
  submitLabel,
  successAction,
  className,
}: JobApplicationFormProps) {
  const t = useT();
  const message = useMessage();
  const title = givenTitle ?? t('careers.form.title');
  const form = useSchemaForm({
    schema: jobApplicationSchema,
    defaultValues: { ...EMPTY_APPLICATION, ...defaultValues, jobId },
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState('');
  const cvRef = useRef<HTMLInputElement>(null);
  // State updates land after the next render; the ref stops a second submit in the same tick.
  const sending = useRef(false);
  const sentRef = useRef<HTMLDivElement>(null);

  const send = async (application: JobApplication) => {
    sending.current = true;
    setBusy(true);
    setFailure('');
    const outcome = await settle(() => (cv ? onSubmit(application, cv) : onSubmit(application)));
    sending.current = false;
    setBusy(false);
    if (outcome.ok) {
      setSentTo(application.email);
      requestAnimationFrame(() => sentRef.current?.focus());
      return;
    }
    setFailure(outcome.message);
    const { [CV_FIELD]: cvMessage, ...fieldErrors } = outcome.fieldErrors ?? {};
    if (cvMessage) setCvError(cvMessage);
    for (const [name, message] of Object.entries(fieldErrors)) {
      form.setError(name as keyof typeof fieldErrors, { type: SERVER_ERROR, message });
    }
  };

  const chooseCv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setCv(file);
    setCvError(file ? await cvProblemOf(file) : '');
  };

  const submit = (event: FormEvent) => {
    if (sending.current) event.preventDefault();
    else if (cvError) {
      event.preventDefault();
      cvRef.current?.focus();
    } else void form.onSubmit(send)(event);
  };

  if (sentTo !== null) {
    return (
      <Card padding="none" className={className}>
        <Sent ref={sentRef} tabIndex={-1} data-slot="job-application-sent">
          <Heading data-slot="title">{title}</Heading>
          <p data-slot="sent" role="status">
            <Icon name="check-circle" size="lg" data-slot="sent-icon" />
            {t('careers.form.sent', { email: sentTo })}
          </p>
          {successAction}
        </Sent>
      </Card>
    );
  }

  // Shown at form level: the page gave no job, or the server refused the job.
  const formErrorText = failure || form.formState.errors.jobId?.message;
  const formError = formErrorText && message(formErrorText);
  return (
    <FormPanel
      title={title}
      headingLevel={Heading}
      className={className}
      data-slot="job-application-form"
      aria-busy={busy || undefined}
      onSubmit={submit}
    >
      <Intro>{t('careers.form.required')}</Intro>
      <TextField
        label={t('careers.form.name')}
        autoComplete="name"
        required
        {...form.field('name')}
      />
      <EmailField label={t('careers.form.email')} required {...form.field('email')} />
      <PhoneField
        label={t('careers.form.phone')}
        hint={t('careers.form.phoneHint', { prefix: PHONE_PREFIX })}
        required
        {...form.field('phone')}
      />
      <TextField
        label={t('careers.form.portfolio')}
        type="url"
        autoComplete="url"
        hint={t('careers.form.portfolioHint')}
        {...form.field('portfolioUrl')}
      />
      <TextArea
        label={t('careers.form.coverLetter')}
        hint={t('careers.form.coverLetterHint')}
        required
        maxLength={FEEDBACK_MAX}
        {...form.field('coverLetter')}
      />
      <FileField
        ref={cvRef}
        name={CV_FIELD}
        label={t('careers.form.cv')}
        accept="application/pdf,.pdf"
        hint={t('careers.form.cvHint')}
        error={cvError || undefined}
        onChange={(event) => void chooseCv(event)}
      />
      <FormAlert>{formError}</FormAlert>
      <FormActions>
        <Button type="submit" loading={busy}>
          {submitLabel ?? t('careers.form.submit')}
        </Button>
      </FormActions>
    </FormPanel>
  );
}
