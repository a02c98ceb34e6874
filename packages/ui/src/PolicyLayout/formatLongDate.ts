const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day written out the way the policies print it: '2025-08-15' -> '15 August 2025'.
 * The domain's 'Mon D, YYYY' suits lists; a legal page reads better in full. Invalid input gives ''.
 */
export function formatLongDate(iso: string): string {
  if (!DATE_ONLY.test(iso)) return '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
