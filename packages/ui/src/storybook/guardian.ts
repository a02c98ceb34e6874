// A guardian's children and their records for the dashboard's stories (original names).
import type { ChildActivity, GuardianAuditEntry, GuardianChild } from '@ic/domain';

export const GUARDIAN_EMAIL = 'sunita.rao@example.in';

export const activeChild: GuardianChild = {
  id: 'child-meera',
  name: 'Meera Rao',
  username: 'meera_reads',
  age: 12,
  status: 'active',
  settings: { maxRating: 'PG', defaultMaxRating: 'PG', dailyLimitMinutes: 30, paused: false },
  minutesToday: 12,
};

export const pendingChild: GuardianChild = {
  id: 'child-kabir',
  name: 'Kabir Rao',
  username: 'kabir_draws',
  age: 15,
  status: 'pending',
  settings: { maxRating: 'T', defaultMaxRating: 'T', dailyLimitMinutes: null, paused: false },
  minutesToday: 0,
};

export const pausedChild: GuardianChild = {
  id: 'child-asha',
  name: 'Asha Rao',
  username: 'asha_hero',
  age: 9,
  status: 'active',
  settings: { maxRating: 'G', defaultMaxRating: 'PG', dailyLimitMinutes: null, paused: true },
  minutesToday: 0,
};

/** An account IC Universe staff suspended: the guardian still sees it and its limits. */
export const suspendedChild: GuardianChild = {
  id: 'child-dev',
  name: 'Dev Rao',
  username: 'dev_draws',
  age: 15,
  status: 'suspended',
  settings: { maxRating: 'T', defaultMaxRating: 'T', dailyLimitMinutes: 45, paused: false },
  minutesToday: 0,
};

/** 30 India days up to Nov 24, 2026, oldest first: a school-week rhythm with quiet days. */
export const activityDays: ChildActivity['days'] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 26 + index));
  const weekday = date.getUTCDay();
  const usual = weekday === 0 ? 0 : weekday === 6 ? 30 : (index * 7) % 25;
  // Today (the last day) is what the child's card says: 12 minutes so far.
  const minutes = index === 29 ? activeChild.minutesToday : usual;
  return { day: date.toISOString().slice(0, 10), minutes };
});

export const childActivity: ChildActivity = {
  days: activityDays,
  chapters: [
    {
      comicId: 'comic-1',
      comicTitle: 'The Lantern Ghats',
      chapterId: 'chapter-12',
      chapterTitle: 'Chapter 2: A City Holds Its Breath',
      openedAt: '2026-11-24T09:35:00Z',
    },
    {
      comicId: 'comic-1',
      comicTitle: 'The Lantern Ghats',
      chapterId: 'chapter-11',
      chapterTitle: 'Chapter 1: The Spark',
      openedAt: '2026-11-23T12:10:00Z',
    },
    {
      comicId: 'comic-2',
      comicTitle: 'Comet Over Kashi',
      chapterId: 'chapter-21',
      chapterTitle: 'Chapter 1: Falling Light',
      openedAt: '2026-11-20T15:00:00Z',
    },
  ],
  purchases: [
    {
      orderId: 'order_001',
      kind: 'membership',
      description: 'Monthly Membership Purchase',
      amountRupees: 179,
      status: 'paid',
      createdAt: '2026-11-02T06:00:00Z',
    },
  ],
};

export const auditEntries: GuardianAuditEntry[] = [
  {
    action: 'settings',
    before: { maxRating: 'PG', defaultMaxRating: 'PG', dailyLimitMinutes: null, paused: false },
    after: { maxRating: 'PG', defaultMaxRating: 'PG', dailyLimitMinutes: 30, paused: false },
    at: '2026-11-20T04:30:00Z',
    by: GUARDIAN_EMAIL,
  },
  {
    action: 'approve',
    before: { status: 'pending' },
    after: { status: 'active' },
    at: '2026-10-26T05:00:00Z',
    by: GUARDIAN_EMAIL,
  },
];
