// Membership periods. Renewing before expiry extends from the current expiry, so a member
// never loses paid days; after expiry it starts from now.

/** Adds calendar months in UTC, clamping to the month's last day (Jan 31 + 1 -> Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function membershipExpiry(currentExpiry: Date | null, now: Date, months: number): Date {
  const base = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return addMonths(base, months);
}
