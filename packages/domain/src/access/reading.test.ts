import { describe, expect, it } from 'vitest';
import { heartbeatCounts, readingDay, READING_HEARTBEAT_MS, READING_IDLE_MS } from './reading.ts';

const at = (iso: string) => new Date(iso);
const minus = (date: Date, ms: number) => new Date(date.getTime() - ms);

describe('readingDay', () => {
  it("is India's calendar day, whatever the server's zone", () => {
    expect(readingDay(at('2026-11-24T18:29:00Z'))).toBe('2026-11-24');
    expect(readingDay(at('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });
});

describe('heartbeatCounts', () => {
  const now = at('2026-11-24T10:00:00Z');

  it('counts the first heartbeat after opening a chapter', () => {
    expect(heartbeatCounts({ lastCountedAt: null, lastActivityAt: minus(now, 1_000) }, now)).toBe(
      true,
    );
  });

  it('counts at most one minute per interval, however often heartbeats come', () => {
    const recent = { lastCountedAt: minus(now, 20_000), lastActivityAt: minus(now, 1_000) };
    expect(heartbeatCounts(recent, now)).toBe(false);
    const due = {
      lastCountedAt: minus(now, READING_HEARTBEAT_MS),
      lastActivityAt: minus(now, 1_000),
    };
    expect(heartbeatCounts(due, now)).toBe(true);
  });

  it('stops counting a tab left open with no page turned', () => {
    const idle = {
      lastCountedAt: minus(now, READING_HEARTBEAT_MS),
      lastActivityAt: minus(now, READING_IDLE_MS + 1),
    };
    expect(heartbeatCounts(idle, now)).toBe(false);
    expect(heartbeatCounts({ lastCountedAt: null, lastActivityAt: null }, now)).toBe(false);
  });
});
