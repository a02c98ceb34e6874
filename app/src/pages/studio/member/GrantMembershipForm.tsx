import { GRANT_MONTHS_MAX, membershipGrantSchema, STUDIO_MESSAGES } from '@ic/domain';
import { Button, FormPanel, Note, TextArea, TextField, useToast } from '@ic/ui';
import { useState, type FormEvent } from 'react';
import { serverMessageOr } from '../../../api/client';
import { grantMembership } from '../../../api/studio/members';

type Errors = Partial<Record<'months' | 'reason' | 'form', string>>;

const FAILED = 'The membership could not be granted. Try again in a moment.';

/** Months of Ultimate from the current expiry while it runs, else from now; the reason is audited. */
export function GrantMembershipForm({
  userId,
  onGranted,
}: {
  userId: string;
  onGranted: () => Promise<unknown>;
}) {
  const [months, setMonths] = useState('1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = membershipGrantSchema.safeParse({ months: Number(months), reason });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'form') as keyof Errors;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setBusy(true);
    try {
      await grantMembership(userId, checked.data);
      await onGranted();
      setReason('');
      setErrors({});
      toast.show({ title: STUDIO_MESSAGES.membershipGranted, tone: 'success' });
    } catch (failure) {
      setErrors({ form: serverMessageOr(failure, FAILED) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPanel title="Grant membership" headingLevel="h2" onSubmit={submit} noValidate>
      {errors.form && <Note icon="alert">{errors.form}</Note>}
      <TextField
        label="Months of Ultimate"
        type="number"
        min={1}
        max={GRANT_MONTHS_MAX}
        value={months}
        onChange={(event) => setMonths(event.target.value)}
        error={errors.months}
        touched={errors.months !== undefined}
        required
      />
      <TextArea
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
        touched={errors.reason !== undefined}
        required
      />
      <Button type="submit" loading={busy}>
        Grant membership
      </Button>
    </FormPanel>
  );
}
