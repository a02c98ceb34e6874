import { staffInviteSchema, STUDIO_MESSAGES, type StaffRole } from '@ic/domain';
import { Button, FormPanel, Note, TextField, useToast } from '@ic/ui';
import { useState, type FormEvent } from 'react';
import { ApiError, serverMessageOr } from '../../../api/client';
import { inviteStaff } from '../../../api/studio/staff';
import { RoleChoices } from '../../../studio/RoleChoices';

type Errors = Partial<Record<'email' | 'name' | 'roles' | 'form', string>>;

const FAILED = 'The invitation could not be sent. Try again in a moment.';

/** An address and roles: the server makes the account if needed and mails a set-password link. */
export function InviteStaffForm({ onInvited }: { onInvited: () => Promise<unknown> }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = staffInviteSchema.safeParse({ email, roles, ...(name.trim() && { name }) });
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
      await inviteStaff(checked.data);
      await onInvited();
      setEmail('');
      setName('');
      setRoles([]);
      setErrors({});
      toast.show({ title: STUDIO_MESSAGES.staffInvited, tone: 'success' });
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : [];
      setErrors({
        ...Object.fromEntries(fields.map((f) => [f.field, f.message])),
        ...(fields.length === 0 && { form: serverMessageOr(failure, FAILED) }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPanel title="Invite staff" onSubmit={submit} noValidate>
      {errors.form && <Note icon="alert">{errors.form}</Note>}
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        touched={errors.email !== undefined}
        required
      />
      <TextField
        label="Name (for a new account)"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        touched={errors.name !== undefined}
      />
      <RoleChoices legend="Roles" value={roles} onChange={setRoles} error={errors.roles} />
      <Button type="submit" loading={busy}>
        Send invitation
      </Button>
    </FormPanel>
  );
}
