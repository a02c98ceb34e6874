import { defaultMaxRating, isMinor, readingDay, type ChildLimits, type Rating } from '@ic/domain';
import type { Db } from '../db/database.ts';

/** What a guardian set, with the defaults filled in, as the guardian and the reader both see it. */
export interface ChildSettings {
  maxRating: Rating;
  /** The ceiling for the child's age, used while the guardian has not chosen one. */
  defaultMaxRating: Rating;
  dailyLimitMinutes: number | null;
  paused: boolean;
}

export async function minutesReadOn(db: Db, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('reading_minutes')
    .select('minutes')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.minutes ?? 0;
}

export async function hasGuardian(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('guardian_children')
    .select('guardian_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

type SettingsRow = {
  max_rating: Rating | null;
  daily_limit_minutes: number | null;
  paused: boolean;
};

function settingsFrom(row: SettingsRow | undefined, dob: string, now: Date): ChildSettings {
  const fallback = defaultMaxRating(dob, now);
  return {
    maxRating: row?.max_rating ?? fallback,
    defaultMaxRating: fallback,
    dailyLimitMinutes: row?.daily_limit_minutes ?? null,
    paused: row?.paused ?? false,
  };
}

export async function childSettingsOf(
  db: Db,
  user: { id: string; dob: string },
  now: Date,
): Promise<ChildSettings> {
  const row = await db
    .selectFrom('child_settings')
    .select(['max_rating', 'daily_limit_minutes', 'paused'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return settingsFrom(row, user.dob, now);
}

/**
 * These children with their settings and today's reading minutes, in two queries however many
 * children a guardian has.
 */
export async function withSettingsAndMinutes<T extends { id: string; dob: string }>(
  db: Db,
  children: T[],
  now: Date,
): Promise<(T & { settings: ChildSettings; minutesToday: number })[]> {
  const ids = children.map((child) => child.id);
  if (ids.length === 0) return [];
  const [settings, minutes] = await Promise.all([
    db
      .selectFrom('child_settings')
      .select(['user_id', 'max_rating', 'daily_limit_minutes', 'paused'])
      .where('user_id', 'in', ids)
      .execute(),
    db
      .selectFrom('reading_minutes')
      .select(['user_id', 'minutes'])
      .where('user_id', 'in', ids)
      .where('day', '=', readingDay(now))
      .execute(),
  ]);
  const settingsBy = new Map(settings.map((row) => [row.user_id, row]));
  const minutesBy = new Map(minutes.map((row) => [row.user_id, row.minutes]));
  return children.map((child) => ({
    ...child,
    settings: settingsFrom(settingsBy.get(child.id), child.dob, now),
    minutesToday: minutesBy.get(child.id) ?? 0,
  }));
}

/**
 * A child's limits for the access decision, or null for anyone else. A child is under 18 on
 * the server's clock and has a guardian; at 18 the guardian's controls end by themselves.
 */
export async function childLimitsOf(
  db: Db,
  user: { id: string; dob: string },
  now: Date,
): Promise<ChildLimits | null> {
  if (!isMinor(user.dob, now) || !(await hasGuardian(db, user.id))) return null;
  const [settings, minutesReadToday] = await Promise.all([
    childSettingsOf(db, user, now),
    minutesReadOn(db, user.id, readingDay(now)),
  ]);
  const { maxRating, dailyLimitMinutes, paused } = settings;
  return { maxRating, dailyLimitMinutes, paused, minutesReadToday };
}
