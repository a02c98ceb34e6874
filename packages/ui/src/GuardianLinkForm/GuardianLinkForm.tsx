import { guardianLinkRequestSchema } from '@ic/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { EmailField } from '../EmailField';
import { useT } from '../i18n';
import { FormActions, FormAlert, FormPanel } from '../FormPanel';
import { Note } from '../Note';
import { useSchemaForm } from '../SchemaForm';

export type GuardianLinkFormProps = {
  /** Called with the checked, trimmed and lower-cased address. */
  onRequest: (email: string) => unknown;
  /** While the request is on its way: the button spins and cannot be pressed twice. */
  sending?: boolean;
  /** The server's answer once asked: the same whatever the address, so nobody learns whose it is. */
  sent?: string | null;
  /** Why the request failed (no answer, too many requests). */
  error?: string | null;
  /** Said before the form, e.g. why the link just followed did not work. */
  problem?: ReactNode;
  title?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * "Mail me a link": a guardian asks for a single-use sign-in link to the dashboard. The answer
 * is the same for any address; after it the form stays, to ask again if no mail arrives.
 */
export function GuardianLinkForm({
  onRequest,
  sending = false,
  sent,
  error,
  problem,
  title,
  headingLevel = 'h2',
  className,
}: GuardianLinkFormProps) {
  const t = useT();
  const form = useSchemaForm({ schema: guardianLinkRequestSchema, defaultValues: { email: '' } });
  const submit = form.onSubmit(({ email }) => {
    if (!sending) return onRequest(email);
  });
  return (
    <FormPanel
      title={title ?? t('account.guardianLink.title')}
      headingLevel={headingLevel}
      className={className}
      data-slot="guardian-link-form"
      onSubmit={(event) => void submit(event)}
    >
      {problem && <FormAlert>{problem}</FormAlert>}
      <p>{t('account.guardianLink.intro')}</p>
      <EmailField label={t('account.guardianLink.email')} required {...form.field('email')} />
      <div role="status">{sent && <Note tone="success">{sent}</Note>}</div>
      {error && <FormAlert>{error}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={sending}>
          {t(sent ? 'account.guardianLink.again' : 'account.guardianLink.send')}
        </Button>
      </FormActions>
    </FormPanel>
  );
}
