import { stringify } from 'csv-stringify/sync';
import type { JobApplicationRow } from '../repositories/careers.ts';

const COLUMNS = [
  'Applied',
  'Name',
  'Email',
  'Phone',
  'Portfolio',
  'Status',
  'Cover letter',
  'CV attached',
] as const;

/**
 * A job's applications as CSV for a spreadsheet: RFC 4180 quoting (commas, quotes, line breaks),
 * and any cell starting with =, +, -, @ (or a tab or carriage return) prefixed with ' so a
 * spreadsheet shows it as text instead of running it as a formula.
 */
export function applicationsCsv(rows: readonly JobApplicationRow[]): string {
  return stringify(
    rows.map((row) => [
      row.created_at.toISOString(),
      row.name,
      row.email,
      row.phone,
      row.portfolio_url ?? '',
      row.status,
      row.cover_letter,
      row.cv_media_path ? 'yes' : 'no',
    ]),
    { header: true, columns: [...COLUMNS], escape_formulas: true, record_delimiter: 'windows' },
  );
}
