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

/** The words of a change, in the screen's language (English by default). */
export type AuditWords = {
  field: (field: string) => string;
  none: string;
  yes: string;
  no: string;
  noLimit: string;
  erased: string;
  minutes: (minutes: number) => string;
  /** An account status ('active'...) in words; absent: as stored. */
  status?: (status: string) => string;
};

const ENGLISH: AuditWords = {
  field: (field) => FIELDS[field] ?? field,
  none: 'none',
  yes: 'yes',
  no: 'no',
  noLimit: 'no limit',
  erased: 'erased',
  minutes: (minutes) => formatMinutes(minutes),
};

function valueText(field: string, value: Value, words: AuditWords): string {
  if (value === undefined) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (field === 'dailyLimitMinutes' && typeof value === 'number') return words.minutes(value);
  if (field === 'dailyLimitMinutes' && value === null) return words.noLimit;
  if (field === 'status' && typeof value === 'string' && words.status) return words.status(value);
  return value === null ? words.none : String(value);
}

/** Each field that changed, as 'Highest rating: PG → T'; an erasure as 'Account: active → erased'. */
export function auditChanges(
  { before, after }: GuardianAuditEntry,
  words: AuditWords = ENGLISH,
): string[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !UNLISTED.has(field))
    .filter((field) => after === null || before?.[field] !== after[field])
    .map((field) => {
      const to = after === null ? words.erased : valueText(field, after[field], words);
      return `${words.field(field)}: ${valueText(field, before?.[field], words)} → ${to}`;
    });
}
