// The guardian dashboard's calls for page stories, answered as the server answers them. Each
// scenario keeps its own copy of the children, so approving or deleting in a story changes what
// that story's dashboard shows next; resetGuardianStories() starts every story afresh.
import {
  GUARDIAN_MESSAGES,
  type ChildActivity,
  type ChildSettingsChange,
  type GuardianAuditEntry,
  type GuardianChild,
  type GuardianMe,
} from '@ic/domain';
import { activeChild, GUARDIAN_EMAIL, pausedChild, pendingChild } from '@ic/ui/storybook';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

// The dashboard's children are the design system's story children, so both show one family.
export {
  activeChild,
  GUARDIAN_EMAIL,
  pausedChild,
  pendingChild,
  suspendedChild,
} from '@ic/ui/storybook';

/** The token of a story's mailed link that still works; any other is spent or forged. */
export const GOOD_TOKEN = 'l1.fresh-secret';

const activity: ChildActivity = {
  days: Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 26 + index));
    const weekday = date.getUTCDay();
    const minutes = index === 29 ? 12 : weekday === 0 ? 0 : weekday === 6 ? 30 : (index * 7) % 25;
    return { day: date.toISOString().slice(0, 10), minutes };
  }),
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
  ],
  purchases: [],
};

const approval: GuardianAuditEntry = {
  action: 'approve',
  before: { status: 'pending' },
  after: { status: 'active' },
  at: '2026-10-26T05:00:00Z',
  by: GUARDIAN_EMAIL,
};

const ok = (data: unknown, message?: string) =>
  HttpResponse.json({ success: true, data, ...(message ? { message } : {}) });
const refused = (status: number, message: string) =>
  HttpResponse.json({ success: false, message }, { status });

export type GuardianScenario = {
  /** The children; null: no guardian session (the dashboard asks for a link). */
  children?: GuardianChild[] | null;
  /** The guardian's records fail to load (activity and audit answer 500). */
  recordsFail?: boolean;
};

const resets: (() => void)[] = [];

/** A story file's beforeEach: every scenario starts again from its own children. */
export function resetGuardianStories() {
  for (const reset of resets) reset();
}

/** The guardian routes over their own copy of the children (reset before each story). */
export function guardianHandlers({
  children = [pendingChild, activeChild, pausedChild],
  recordsFail = false,
}: GuardianScenario = {}): HttpHandler[] {
  let kids: GuardianChild[] | null = null;
  let audits = new Map<string, GuardianAuditEntry[]>();
  const reset = () => {
    kids = children ? structuredClone(children) : null;
    audits = new Map([[activeChild.id, [approval]]]);
  };
  reset();
  resets.push(reset);
  const find = (id: unknown) => kids?.find((child) => child.id === id);
  const me = (): GuardianMe | null => (kids ? { email: GUARDIAN_EMAIL, children: kids } : null);
  const trail = (id: string, entry: GuardianAuditEntry) =>
    audits.set(id, [entry, ...(audits.get(id) ?? [])]);
  return [
    http.get('/api/guardian/me', () => {
      const current = me();
      return current ? ok(current) : refused(401, GUARDIAN_MESSAGES.notSignedIn);
    }),
    http.post('/api/guardian/link', () => ok({ sent: true }, GUARDIAN_MESSAGES.linkSent)),
    http.post('/api/guardian/session', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      if (token !== GOOD_TOKEN) return refused(400, GUARDIAN_MESSAGES.linkInvalid);
      kids ??= structuredClone([pendingChild, activeChild, pausedChild]);
      return ok({ email: GUARDIAN_EMAIL });
    }),
    http.post('/api/guardian/logout', () => {
      kids = null;
      return ok(null, GUARDIAN_MESSAGES.signedOut);
    }),
    http.post('/api/guardian/children/:id/decision', async ({ request, params }) => {
      const child = find(params.id);
      if (!child) return refused(404, GUARDIAN_MESSAGES.noSuchChild);
      const { decision } = (await request.json()) as { decision: 'approve' | 'decline' };
      if (decision === 'approve') child.status = 'active';
      else kids = kids?.filter((kid) => kid !== child) ?? null;
      return ok(
        { decision },
        decision === 'approve' ? GUARDIAN_MESSAGES.approved : GUARDIAN_MESSAGES.declined,
      );
    }),
    http.patch('/api/guardian/children/:id/settings', async ({ request, params }) => {
      const child = find(params.id);
      if (!child) return refused(404, GUARDIAN_MESSAGES.noSuchChild);
      const change = (await request.json()) as ChildSettingsChange;
      const before = { ...child.settings };
      child.settings = { ...child.settings, ...change };
      trail(child.id, {
        action: 'settings',
        before,
        after: { ...child.settings },
        at: '2026-11-24T10:00:00Z',
        by: GUARDIAN_EMAIL,
      });
      await delay(150);
      return ok(child.settings, GUARDIAN_MESSAGES.settingsSaved);
    }),
    http.post('/api/guardian/children/:id/deletion', ({ params }) => {
      if (!find(params.id)) return refused(404, GUARDIAN_MESSAGES.noSuchChild);
      kids = kids?.filter((kid) => kid.id !== params.id) ?? null;
      return ok(null, GUARDIAN_MESSAGES.deleted);
    }),
    http.get('/api/guardian/children/:id/activity', ({ params }) => {
      if (recordsFail) return refused(500, 'Something went wrong.');
      return find(params.id) ? ok(activity) : refused(404, GUARDIAN_MESSAGES.noSuchChild);
    }),
    http.get('/api/guardian/children/:id/audit', ({ params }) => {
      if (recordsFail) return refused(500, 'Something went wrong.');
      const id = String(params.id);
      return find(id)
        ? ok({ entries: audits.get(id) ?? [] })
        : refused(404, GUARDIAN_MESSAGES.noSuchChild);
    }),
  ];
}

/** The token of a story's consent link that still works; any other is spent or forged. */
export const GOOD_CONSENT_TOKEN = 'c1.fresh-secret';

/** The consent link's calls: whose sign-up it is, and the decision (answered once). */
export function consentHandlers(): HttpHandler[] {
  let decided = false;
  resets.push(() => {
    decided = false;
  });
  const valid = (params: Record<string, unknown>) =>
    !decided && `${String(params.id)}.${String(params.token)}` === GOOD_CONSENT_TOKEN;
  return [
    http.get('/api/consent/:id/:token/request', ({ params }) =>
      valid(params)
        ? ok({ childName: pendingChild.name, childEmail: 'kabir.rao@example.in' })
        : refused(404, GUARDIAN_MESSAGES.consentLinkInvalid),
    ),
    http.post('/api/consent/:id/:token', async ({ request, params }) => {
      if (!valid(params)) return refused(404, GUARDIAN_MESSAGES.consentLinkInvalid);
      const { decision } = (await request.json()) as { decision: 'approve' | 'decline' };
      decided = true;
      return ok(
        { decision },
        decision === 'approve' ? GUARDIAN_MESSAGES.approved : GUARDIAN_MESSAGES.declined,
      );
    }),
  ];
}
