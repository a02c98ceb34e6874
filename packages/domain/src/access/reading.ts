// Reading time for the guardians' daily limit (spec section 6). Minutes are counted on the server
// from reader heartbeats: at most one minute per heartbeat interval, and only while the reader
// keeps turning pages, so a tab left open does not count forever.
import { DISPLAY_TIME_ZONE } from '../logic/format.ts';

/** The reader sends a heartbeat this often while a chapter is open and the tab is visible. */
export const READING_HEARTBEAT_MS = 60_000;
/** A heartbeat counts only if a page was turned (or the chapter opened) this recently. */
export const READING_IDLE_MS = 5 * 60_000;
/** Clocks and timers drift: a heartbeat this much early still counts as the next minute. */
const HEARTBEAT_SLACK_MS = 5_000;
/** The guardian's activity view covers this many days. */
export const ACTIVITY_DAYS = 30;

/** The calendar day a reading minute belongs to: India's, whatever the server's zone. */
export function readingDay(at: Date, timeZone: string = DISPLAY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export interface ReadingClock {
  /** When the last minute was counted, or null if none yet. */
  lastCountedAt: Date | null;
  /** When the reader last opened a chapter or turned a page. */
  lastActivityAt: Date | null;
}

/** Whether a heartbeat at `now` adds one minute to today's reading time. */
export function heartbeatCounts(clock: ReadingClock, now: Date): boolean {
  const active =
    clock.lastActivityAt !== null &&
    now.getTime() - clock.lastActivityAt.getTime() <= READING_IDLE_MS;
  const due =
    clock.lastCountedAt === null ||
    now.getTime() - clock.lastCountedAt.getTime() >= READING_HEARTBEAT_MS - HEARTBEAT_SLACK_MS;
  return active && due;
}
