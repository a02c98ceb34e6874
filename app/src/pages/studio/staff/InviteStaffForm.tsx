import { staffInviteSchema, STUDIO_MESSAGES, type StaffRole } from '@ic/domain';
import { Button, FormPanel, Note, SERVER_ERROR, TextField, useSchemaForm, useToast } from '@ic/ui';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError, serverMessageOr } from '../../../api/client';
import { inviteStaff } from '../../../api/studio/staff';
import { RoleChoices } from '../../../studio/RoleChoices';

type InviteFormValues = { email: string; name: string; roles: StaffRole[] };

const EMPTY: InviteFormValues = { email: '', name: '', roles: [] };

// An empty name is no name: the server then keeps the account's own, or makes one without.
const inviteFormSchema = z
  .object({ name: z.string() })
  .loose()
  .transform(({ name, ...invite }) => ({ ...invite, ...(name.trim() && { name }) }))
  .pipe(staffInviteSchema);

const FAILED = 'The invitation could not be sent. Try again in a moment.';

/** An address and roles: the server makes the account if needed and mails a set-password link. */
export function InviteStaffForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm({ schema: inviteFormSchema, defaultValues: EMPTY });

  async function send(invite: z.output<typeof inviteFormSchema>) {
    setFailure(undefined);
    try {
      await inviteStaff(invite);
      await onInvited();
      form.reset(EMPTY);
      toast.show({ title: STUDIO_MESSAGES.staffInvited, tone: 'success' });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      for (const { field, message } of fields) {
        form.setError(field as keyof InviteFormValues, { type: SERVER_ERROR, message });
      }
      if (fields.length === 0) setFailure(serverMessageOr(error, FAILED));
    }
  }

  return (
    <FormPanel title="Invite staff" onSubmit={form.onSubmit(send)} noValidate>
      {failure && <Note icon="alert">{failure}</Note>}
      <TextField label="Email" type="email" required {...form.field('email')} />
      <TextField label="Name (for a new account)" {...form.field('name')} />
      <RoleChoices
        legend="Roles"
        value={form.watch('roles')}
        onChange={(roles) => form.change('roles', roles)}
        error={form.errorOf('roles')}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Send invitation
      </Button>
    </FormPanel>
  );
}
