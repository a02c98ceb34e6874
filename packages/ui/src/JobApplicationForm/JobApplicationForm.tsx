import { applicationSentMessage, FEEDBACK_MAX, MESSAGES, type JobApplication } from '@ic/domain';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { media, vars } from '../theme';
import {
  useJobApplicationForm,
  type JobApplicationErrors,
  type JobApplicationField,
  type JobApplicationValues,
} from './useJobApplicationForm';

/** What the page reports back: sent, or why not (with the server's messages per field). */
export type JobApplicationOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors?: JobApplicationErrors };

export type JobApplicationFormProps = {
  /** The job applied for; sent as `jobId`. */
  jobId: string;
  /** Sends the checked application; the form stays busy until it settles. */
  onSubmit: (application: JobApplication) => Promise<JobApplicationOutcome> | JobApplicationOutcome;
  /** Starting values, e.g. to show a filled form. */
  defaultValues?: Partial<JobApplicationValues>;
  title?: string;
  headingLevel?: 'h2' | 'h3';
  submitLabel?: string;
  /** Shown once sent, under the message, e.g. a link to the other jobs. */
  successAction?: ReactNode;
  className?: string;
};

const Panel = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  box-shadow: ${vars.shadow.comic};

  ${media.md} {
    padding: ${vars.space[8]};
  }
  & form {
    display: grid;
    gap: ${vars.space[4]};
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  & [data-slot='intro'] {
    margin: 0;
    color: ${vars.color.muted};
  }
  & [data-slot='failure'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.dangerSurface};
    color: ${vars.color.danger};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='failure']:empty {
    display: none;
  }
  &[data-sent] {
    background: ${vars.color.successSurface};
  }
  & [data-slot='sent'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='sent'] svg {
    flex: none;
    color: ${vars.color.success};
  }
`;

type Spec = {
  field: JobApplicationField;
  label: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
  hint?: string;
};

const TEXT_FIELDS: Spec[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name', required: true },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
];
const PORTFOLIO: Spec = {
  field: 'portfolioUrl',
  label: 'Portfolio link',
  type: 'url',
  autoComplete: 'url',
  hint: 'Optional: a site, reel or shared folder we can open',
};

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
  title = 'Your application',
  headingLevel: Heading = 'h2',
  submitLabel = 'Send Application',
  successAction,
  className,
}: JobApplicationFormProps) {
  const form = useJobApplicationForm(jobId, defaultValues);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // State updates land after the next render; the ref stops a second submit in the same tick.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = form.submit();
    if (!('application' in checked)) {
      if (checked.firstInvalid) focusField(formRef.current, checked.firstInvalid);
      return;
    }
    sending.current = true;
    setBusy(true);
    setFailure('');
    const outcome = await settle(() => onSubmit(checked.application));
    sending.current = false;
    setBusy(false);
    if (outcome.ok) {
      setSentTo(checked.application.email);
      requestAnimationFrame(() => sentRef.current?.focus());
      return;
    }
    setFailure(outcome.message);
    form.setServerErrors(outcome.fieldErrors ?? {});
  };

  if (sentTo !== null) {
    return (
      <Panel className={className} data-sent="" ref={sentRef} tabIndex={-1}>
        <Heading data-slot="title">{title}</Heading>
        <p data-slot="sent" role="status">
          <Icon name="check-circle" size="lg" />
          {applicationSentMessage(sentTo)}
        </p>
        {successAction}
      </Panel>
    );
  }

  const input = (spec: Spec) => (
    <TextField
      key={spec.field}
      name={spec.field}
      label={spec.label}
      type={spec.type}
      autoComplete={spec.autoComplete}
      required={spec.required}
      hint={spec.hint}
      value={form.values[spec.field]}
      onChange={(event) => form.set(spec.field, event.target.value)}
      onBlur={() => form.blur(spec.field)}
      touched={form.isTouched(spec.field) || undefined}
      error={form.errors[spec.field]}
    />
  );

  return (
    <Panel className={className} data-slot="job-application-form">
      <form
        ref={formRef}
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        noValidate
        onSubmit={submit}
      >
        <Heading id={titleId} data-slot="title">
          {title}
        </Heading>
        <p data-slot="intro">Fields marked * are required.</p>
        {TEXT_FIELDS.map(input)}
        <TextField
          start="+91"
          name="phone"
          label="Phone number"
          hint="10 digits after +91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          value={form.values.phone}
          onChange={(event) => form.set('phone', event.target.value)}
          onBlur={() => form.blur('phone')}
          touched={form.isTouched('phone') || undefined}
          error={form.errors.phone}
        />
        {input(PORTFOLIO)}
        <TextArea
          name="coverLetter"
          label="Cover letter"
          hint="Why this role, and what you would bring to it"
          required
          maxLength={FEEDBACK_MAX}
          value={form.values.coverLetter}
          onChange={(event) => form.set('coverLetter', event.target.value)}
          onBlur={() => form.blur('coverLetter')}
          touched={form.isTouched('coverLetter') || undefined}
          error={form.errors.coverLetter}
        />
        <p data-slot="failure" role="alert">
          {(failure || form.jobError) && <Icon name="alert" size="sm" />}
          {failure || form.jobError}
        </p>
        <div>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function focusField(form: HTMLFormElement | null, field: JobApplicationField) {
  const element = form?.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
}
