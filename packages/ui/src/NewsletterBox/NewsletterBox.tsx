import { MESSAGES, newsletterSchema } from '@ic/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmailField } from '../EmailField';
import { Icon } from '../Icon';
import { media, vars } from '../theme';
import { useMessage, useT } from '../i18n';

export const NEWSLETTER_STATUSES = ['idle', 'submitting', 'success', 'error'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export const NEWSLETTER_BOX_HEADINGS = ['h2', 'h3'] as const;

export type NewsletterBoxProps = {
  title: ReactNode;
  text?: ReactNode;
  /** Called with the checked, trimmed and lower-cased address. */
  onSubscribe?: (email: string) => void;
  /** Where the sign-up stands; the page sets it from the call it makes. */
  status?: NewsletterStatus;
  /** The outcome to show: the server's thanks on success, its reason on error. */
  message?: ReactNode;
  placeholder?: string;
  /** The field's name for screen readers (the placeholder is not a label). */
  fieldLabel?: string;
  submitLabel?: string;
  headingLevel?: (typeof NEWSLETTER_BOX_HEADINGS)[number];
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]} ${vars.space[5]};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.comicLg};
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.ink};

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
    padding: ${vars.space[8]};
  }

  [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  [data-slot='text'] {
    margin: ${vars.space[2]} 0 0;
  }
  [data-slot='form'] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${vars.space[3]};
  }
  [data-slot='form'] > :first-child {
    flex: 1 1 14rem;
  }
  [data-slot='outcome'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    padding: ${vars.space[3]} ${vars.space[4]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    font-weight: ${vars.fontWeight.bold};
  }
  [data-slot='outcome'][data-status='success'] {
    background: ${vars.color.successSurface};
    color: ${vars.color.success};
  }
  [data-slot='outcome'][data-status='error'] {
    margin-top: ${vars.space[3]};
    background: ${vars.color.dangerSurface};
    color: ${vars.color.danger};
  }
`;

/** The newsletter sign-up: checks the address, then hands it over; shows thanks or the reason. */
export function NewsletterBox({
  title,
  text,
  onSubscribe,
  status = 'idle',
  message,
  placeholder,
  fieldLabel,
  submitLabel,
  headingLevel: Heading = 'h2',
  className,
}: NewsletterBoxProps) {
  const t = useT();
  const translate = useMessage();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const thanksRef = useRef<HTMLParagraphElement>(null);

  // The form (and the focused button) gives way to the thanks: focus follows, so it is not lost.
  useEffect(() => {
    if (status === 'success') thanksRef.current?.focus();
  }, [status]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? MESSAGES.invalidEmail);
      return;
    }
    setInvalid(undefined);
    onSubscribe?.(parsed.data.email);
  };

  return (
    <Root aria-labelledby={titleId} className={className}>
      <div>
        <Heading id={titleId} data-slot="title">
          {title}
        </Heading>
        {text && <p data-slot="text">{text}</p>}
      </div>
      <div data-slot="action">
        {status !== 'success' && (
          <form data-slot="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
            <EmailField
              name="email"
              label={fieldLabel ?? t('home.newsletter.field')}
              labelHidden
              placeholder={
                placeholder ??
                translate(MESSAGES.newsletterPlaceholder, 'errors.newsletterPlaceholder')
              }
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={invalid}
              touched={invalid ? true : undefined}
            />
            <Button type="submit" loading={status === 'submitting'}>
              {submitLabel ?? t('home.newsletter.submit')}
            </Button>
          </form>
        )}
        {/* Present from the start, so the thanks that appears in it is announced. */}
        <div role="status">
          {status === 'success' && (
            <p ref={thanksRef} tabIndex={-1} data-slot="outcome" data-status="success">
              <Icon name="check-circle" />
              {message}
            </p>
          )}
        </div>
        {status === 'error' && message && (
          <p role="alert" data-slot="outcome" data-status="error">
            <Icon name="alert" />
            {message}
          </p>
        )}
      </div>
    </Root>
  );
}
