import {
  CUSTOM_FEEDBACK_SUBJECT,
  FEEDBACK_MAX,
  FEEDBACK_SUBJECTS,
  FEEDBACK_SUBJECT_PLACEHOLDER,
  type Feedback,
} from '@ic/domain';
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { TextLink } from '../TextLink';
import { media, vars } from '../theme';
import { TextAreaField } from './TextAreaField';
import { useFeedbackForm } from './useFeedbackForm';

export type FeedbackFormProps = {
  /** The signed-in user's email: shown read-only and sent as is. */
  email: string;
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

const Root = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  color: ${vars.color.ink};

  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }

  form,
  [data-slot='preview'] {
    display: grid;
    gap: ${vars.space[4]};
    padding: ${vars.space[5]};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.comic};
  }
  h2 {
    font-size: ${vars.fontSize['2xl']};
  }
  [data-slot='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
  }
  [data-slot='status']:empty {
    display: none;
  }
  [data-slot='status'] {
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceAlt};
    font-weight: ${vars.fontWeight.bold};
  }

  [data-slot='preview'] {
    background: ${vars.color.paper};
    border-style: dashed;
  }
  [data-slot='preview'] dl {
    display: grid;
    gap: ${vars.space[3]};
    margin: 0;
  }
  [data-slot='preview'] dt {
    color: ${vars.color.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.bold};
    text-transform: uppercase;
  }
  [data-slot='preview'] dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  [data-slot='preview'] dd[data-empty] {
    color: ${vars.color.muted};
    font-style: italic;
  }
`;

const NOT_YET = 'Not filled in yet';

function PreviewValue({ children }: { children: string }) {
  return <dd data-empty={children ? undefined : ''}>{children || NOT_YET}</dd>;
}

/**
 * Send feedback: read-only email, name, a subject (Custom asks for its own), the text, and a
 * live 'Error Preview' of exactly what will be sent.
 */
export function FeedbackForm({
  email,
  defaultName,
  onSubmit,
  submitting = false,
  status,
  backHref,
  backLabel = 'Back to My Account',
  title = 'Give Feedback',
  className,
}: FeedbackFormProps) {
  const form = useFeedbackForm({ email, defaultName });
  const { values, errors, preview } = form;
  const ids = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const feedback = form.submit();
    if (feedback && (await onSubmit(feedback)) === true) form.clear();
  };

  return (
    <Root className={className} data-slot="feedback-form">
      <form aria-labelledby={`${ids}-title`} noValidate onSubmit={submit}>
        <h2 id={`${ids}-title`}>{title}</h2>
        <TextField
          label="Email"
          type="email"
          value={email}
          readOnly
          required
          hint="From your account"
          error={errors.email}
        />
        <TextField
          label="Name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => form.set('name', event.target.value)}
          error={errors.name}
        />
        <Select
          label="Subject"
          required
          placeholder={FEEDBACK_SUBJECT_PLACEHOLDER}
          options={FEEDBACK_SUBJECTS}
          value={values.subject}
          onChange={(event) => form.set('subject', event.target.value)}
          error={errors.subject}
        />
        {values.subject === CUSTOM_FEEDBACK_SUBJECT && (
          <TextField
            label="Your subject"
            required
            value={values.customSubject}
            onChange={(event) => form.set('customSubject', event.target.value)}
            error={errors.customSubject}
          />
        )}
        <TextAreaField
          label="Feedback"
          required
          maxLength={FEEDBACK_MAX}
          value={values.feedback}
          onChange={(event) => form.set('feedback', event.target.value)}
          error={errors.feedback}
        />
        <div data-slot="actions">
          <Button type="submit" loading={submitting}>
            Submit
          </Button>
          <Button variant="outline" onClick={form.clear}>
            Clear Form
          </Button>
        </div>
        <div data-slot="status" role="status">
          {status}
        </div>
        {backHref !== null && (
          <TextLink href={backHref}>
            <Icon name="arrow-left" size="sm" />
            {backLabel}
          </TextLink>
        )}
      </form>

      <section data-slot="preview" aria-labelledby={`${ids}-preview`}>
        <h2 id={`${ids}-preview`}>Error Preview</h2>
        <dl>
          <dt>Email</dt>
          <PreviewValue>{preview.email}</PreviewValue>
          <dt>Name</dt>
          <PreviewValue>{preview.name}</PreviewValue>
          <dt>Subject</dt>
          <PreviewValue>{preview.subject}</PreviewValue>
          <dt>Feedback</dt>
          <PreviewValue>{preview.feedback}</PreviewValue>
        </dl>
      </section>
    </Root>
  );
}
