import {
  formatMinutes,
  type GuardianAction,
  type GuardianAuditEntry,
  type GuardianAuditState,
} from '@ic/domain';

export const AUDIT_ACTIONS: Record<GuardianAction, string> = {
  approve: 'Approved the sign-up',
  decline: 'Declined the sign-up',
  settings: 'Changed the reading settings',
  deletion: 'Deleted the account',
};

/** The fields a guardian changes, by name; the age's default ceiling is not a choice, so not listed. */
const FIELDS: Record<string, string> = {
  maxRating: 'Highest rating',
  dailyLimitMinutes: 'Daily limit',
  paused: 'Paused',
  status: 'Account',
};
const UNLISTED = new Set(['defaultMaxRating']);

type Value = NonNullable<GuardianAuditState>[string] | undefined;

function valueText(field: string, value: Value): string {
  if (value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'dailyLimitMinutes' && typeof value === 'number') return formatMinutes(value);
  if (field === 'dailyLimitMinutes' && value === null) return 'no limit';
  return value === null ? 'none' : String(value);
}

/** Each field that changed, as 'Highest rating: PG → T'; an erasure as 'Account: active → erased'. */
export function auditChanges({ before, after }: GuardianAuditEntry): string[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !UNLISTED.has(field))
    .filter((field) => after === null || before?.[field] !== after[field])
    .map((field) => {
      const to = after === null ? 'erased' : valueText(field, after[field]);
      return `${FIELDS[field] ?? field}: ${valueText(field, before?.[field])} → ${to}`;
    });
}
