import { STUDIO_MESSAGES, type StaffMember, type StaffRole } from '@ic/domain';
import { Button, Dialog, Note, useToast } from '@ic/ui';
import { useState } from 'react';
import { serverMessageOr } from '../../../api/client';
import { changeStaffRoles, removeStaff } from '../../../api/studio/staff';
import { RoleChoices } from '../../../studio/RoleChoices';

const FAILED = 'That did not work. Try again in a moment.';

type Props = { member: StaffMember; onChanged: () => Promise<unknown> };

/** Change the roles one person holds. */
function ChangeRoles({ member, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [error, setError] = useState<string>();
  const toast = useToast();

  async function save() {
    if (roles.length === 0) return setError(STUDIO_MESSAGES.rolesRequired);
    try {
      await changeStaffRoles(member.userId, roles);
      await onChanged();
      setOpen(false);
      toast.show({ title: STUDIO_MESSAGES.rolesSaved, tone: 'success' });
    } catch (failure) {
      setError(serverMessageOr(failure, FAILED));
    }
  }

  return (
    <Dialog
      title={`Roles of ${member.email}`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setRoles(member.roles);
        setError(undefined);
      }}
      trigger={
        <Button size="sm" variant="outline">
          Change roles
        </Button>
      }
      footer={<Button onClick={save}>Save roles</Button>}
    >
      <RoleChoices legend="Roles" value={roles} onChange={setRoles} error={error} />
    </Dialog>
  );
}

/** Take every role away; the account stays a member's. */
function Remove({ member, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const toast = useToast();

  async function remove() {
    try {
      await removeStaff(member.userId);
      await onChanged();
      setOpen(false);
      toast.show({ title: STUDIO_MESSAGES.staffRemoved, tone: 'success' });
    } catch (failure) {
      setError(serverMessageOr(failure, FAILED));
    }
  }

  return (
    <Dialog
      title={`Remove ${member.email} from the staff?`}
      description="Every studio role is taken away at once. The account itself stays."
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
      }}
      trigger={
        <Button size="sm" variant="danger">
          Remove
        </Button>
      }
      footer={
        <Button variant="danger" onClick={remove}>
          Remove from the staff
        </Button>
      }
    >
      {error && <Note icon="alert">{error}</Note>}
    </Dialog>
  );
}

export function StaffRowActions(props: Props) {
  return (
    <>
      <ChangeRoles {...props} />
      <Remove {...props} />
    </>
  );
}
