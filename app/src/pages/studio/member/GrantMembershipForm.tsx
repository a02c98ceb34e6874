import {
  GRANT_MONTHS_MAX,
  membershipGrantSchema,
  STUDIO_MESSAGES,
  type MembershipGrantPayload,
} from '@ic/domain';
import { Button, FormPanel, Note, TextArea, TextField, useSchemaForm, useToast } from '@ic/ui';
import { useState } from 'react';
import { serverMessageOr } from '../../../api/client';
import { grantMembership } from '../../../api/studio/members';

type GrantFormValues = { months: number; reason: string };

const FAILED = 'The membership could not be granted. Try again in a moment.';

/** Months of Ultimate from the current expiry while it runs, else from now; the reason is audited. */
export function GrantMembershipForm({
  userId,
  onGranted,
}: {
  userId: string;
  onGranted: () => Promise<unknown>;
}) {
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<GrantFormValues, MembershipGrantPayload>({
    schema: membershipGrantSchema,
    defaultValues: { months: 1, reason: '' },
  });

  async function send(grant: MembershipGrantPayload) {
    setFailure(undefined);
    try {
      await grantMembership(userId, grant);
      await onGranted();
      // The months stay as they were, for the next grant of the same length.
      form.reset({ months: grant.months, reason: '' });
      toast.show({ title: STUDIO_MESSAGES.membershipGranted, tone: 'success' });
    } catch (error) {
      setFailure(serverMessageOr(error, FAILED));
    }
  }

  return (
    <FormPanel title="Grant membership" headingLevel="h2" onSubmit={form.onSubmit(send)} noValidate>
      {failure && <Note icon="alert">{failure}</Note>}
      <TextField
        label="Months of Ultimate"
        type="number"
        min={1}
        max={GRANT_MONTHS_MAX}
        required
        {...form.field('months', { valueAsNumber: true })}
      />
      <TextArea label="Reason" required {...form.field('reason')} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Grant membership
      </Button>
    </FormPanel>
  );
}
