import { STAFF_ROLES, type StaffRole } from '@ic/domain';
import { Checkbox, FormGroup, Note } from '@ic/ui';
import { ROLE_LABELS } from './roles';

export type RoleChoicesProps = {
  legend: string;
  value: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
};

/** The four roles as checkboxes; a person may hold several. */
export function RoleChoices({ legend, value, onChange, error }: RoleChoicesProps) {
  const toggle = (role: StaffRole, on: boolean) =>
    onChange(STAFF_ROLES.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <FormGroup legend={legend}>
      {STAFF_ROLES.map((role) => (
        <Checkbox
          key={role}
          label={ROLE_LABELS[role]}
          checked={value.includes(role)}
          onChange={(event) => toggle(role, event.target.checked)}
        />
      ))}
      {error && <Note icon="alert">{error}</Note>}
    </FormGroup>
  );
}
