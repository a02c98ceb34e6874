// The studio's API for its page stories, in the server's shapes (packages/domain contracts/studio).
import type {
  AuditEntry,
  ContributorEntry,
  ErrorReportEntry,
  FeedbackMessage,
  MemberDetail,
  StaffMember,
  StaffRole,
  StudioAccount,
  TodaysTakings,
} from '@ic/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { editorialHandlers } from './studioEditorial';

const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const refused = (status: number, message: string) =>
  HttpResponse.json({ success: false, message }, { status });

function page<T>(items: T[], url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 25);
  const current = Number(url.searchParams.get('page') ?? 1);
  return ok({
    items: items.slice((current - 1) * limit, current * limit),
    meta: {
      total: items.length,
      page: current,
      limit,
      pages: Math.max(1, Math.ceil(items.length / limit)),
    },
  });
}

const account = (n: number, overrides: Partial<StudioAccount> = {}): StudioAccount => ({
  userId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `reader${n}@example.com`,
  username: `reader_${n}`,
  name: `Reader ${n}`,
  status: 'active',
  createdAt: '2026-03-14T09:30:00.000Z',
  roles: [],
  ...overrides,
});

const staffMember = (n: number, email: string, roles: StaffRole[]): StaffMember => ({
  ...account(n, { email, name: email.split('@')[0] ?? email, roles }),
  grants: roles.map((role) => ({ role, grantedBy: null, grantedAt: '2026-11-02T10:00:00.000Z' })),
});

export const studioStaff: StaffMember[] = [
  staffMember(1, 'meera@icuniverse.example', ['admin']),
  staffMember(2, 'kabir@icuniverse.example', ['editor']),
  staffMember(3, 'zoya@icuniverse.example', ['moderator', 'support']),
];

export const todaysTakings: TodaysTakings = {
  day: '2026-11-24',
  sales: { count: 12, amount: 5988 },
  donations: { count: 3, amount: 1500 },
};

export const studioContributors: ContributorEntry[] = (
  [
    ['Ananya', null],
    ['Worst Comic Ever Lol', null],
    ['', null],
    ['Spam Spam Spam', 'Advertising in a donor name'],
    ['Rohan', null],
  ] as const
).map(([displayName, hiddenReason], n) => ({
  donationId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  displayName: displayName ?? '',
  hiddenReason,
  amount: 100 * (n + 1),
  supportType: 'one-time',
  paidAt: `2026-11-${String(20 - n).padStart(2, '0')}T12:00:00.000Z`,
  email: displayName ? `donor${n}@example.com` : null,
}));

export const studioMembers: StudioAccount[] = [
  account(11, { email: 'asha@example.com', username: 'asha_reads', name: 'Asha Rao' }),
  account(12, {
    email: 'ashok@example.com',
    username: 'ashok',
    name: 'Ashok Iyer',
    status: 'suspended',
  }),
];

export const memberDetail = (who: StudioAccount): MemberDetail => ({
  account: who,
  membership: {
    isPremium: false,
    plan: null,
    researchPapers: false,
    startedAt: null,
    expiresAt: null,
    renewsAt: null,
    memberLevel: null,
    perks: [],
    memberUntil: null,
  },
  orders: [],
  subscriptions: [],
  refunds: [],
  avatar: { avatar: null, hiddenReason: null },
});

export const auditEntries: AuditEntry[] = Array.from({ length: 30 }, (_, n) => ({
  id: String(n + 1),
  actorId: studioStaff[0]?.userId ?? null,
  actorEmail: n % 2 ? 'meera@icuniverse.example' : 'zoya@icuniverse.example',
  action: n % 2 ? 'staff.invite' : 'contributor.hide',
  targetKind: n % 2 ? 'user' : 'donation',
  targetId: `target-${n + 1}`,
  before: null,
  after: n % 2 ? { roles: ['editor'] } : { reason: 'Rude name' },
  requestId: null,
  at: `2026-11-${String(24 - (n % 20)).padStart(2, '0')}T08:00:00.000Z`,
}));

const inboxId = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const studioFeedback: FeedbackMessage[] = [
  {
    id: inboxId(1),
    userId: null,
    email: 'priya@example.com',
    name: 'Priya',
    subject: 'Story suggestion',
    feedback: 'Please give Storm Warden a sidekick.\nA talking kite would be perfect!',
    status: 'open',
    hiddenReason: null,
    createdAt: '2026-11-23T10:15:00.000Z',
  },
  {
    id: inboxId(2),
    userId: null,
    email: 'dev@example.com',
    name: 'Dev',
    subject: 'Website feedback',
    feedback: 'The reader is lovely on my phone.',
    status: 'answered',
    hiddenReason: null,
    createdAt: '2026-11-22T08:00:00.000Z',
  },
  {
    id: inboxId(3),
    userId: null,
    email: 'sara@example.com',
    name: 'Sara',
    subject: 'Merchandise',
    feedback: 'When do the posters come back?',
    status: 'closed',
    hiddenReason: null,
    createdAt: '2026-11-20T18:40:00.000Z',
  },
];

export const studioErrorReports: ErrorReportEntry[] = [
  {
    id: inboxId(11),
    userId: null,
    email: null,
    message: 'The chapter list would not load.\nIt spun forever.',
    page: '/comicChap/1/chapters',
    details: 'Tried twice on mobile data',
    userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    status: 'open',
    createdAt: '2026-11-24T06:30:00.000Z',
  },
  {
    id: inboxId(12),
    userId: null,
    email: 'kiran@example.com',
    message: 'A broken image on the news page.',
    page: '/news',
    details: null,
    userAgent: null,
    status: 'open',
    createdAt: '2026-11-21T12:00:00.000Z',
  },
];

/** Both inboxes, each call of `studioHandlers` with its own copy to change. */
function inboxHandlers(): HttpHandler[] {
  const inboxes: Record<string, Array<FeedbackMessage | ErrorReportEntry>> = {
    feedback: studioFeedback.map((item) => ({ ...item })),
    'error-reports': studioErrorReports.map((item) => ({ ...item })),
  };
  const find = (kind: unknown, id: unknown) =>
    inboxes[String(kind)]?.find((item) => item.id === id);
  return [
    http.get('/api/studio/inbox/:kind', ({ params, request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const items = inboxes[String(params.kind)] ?? [];
      return page(
        items.filter((item) => !status || item.status === status),
        url,
      );
    }),
    http.patch('/api/studio/inbox/:kind/:id', async ({ params, request }) => {
      const item = find(params.kind, params.id);
      if (!item) return refused(404, 'We could not find this message.');
      item.status = ((await request.json()) as Pick<FeedbackMessage, 'status'>).status;
      return ok(item);
    }),
    http.post('/api/studio/inbox/:kind/:id/reply', ({ params }) => {
      const item = find(params.kind, params.id);
      if (!item) return refused(404, 'We could not find this message.');
      if (!item.email) return refused(409, 'This report came without an address to reply to.');
      item.status = 'answered';
      return ok(item);
    }),
    ...(['hide', 'show'] as const).map((action) =>
      http.post(`/api/studio/inbox/feedback/:id/${action}`, async ({ params, request }) => {
        const item = find('feedback', params.id);
        if (!item || !('hiddenReason' in item))
          return refused(404, 'We could not find this message.');
        const { reason } = (await request.json()) as { reason: string };
        item.hiddenReason = action === 'hide' ? reason : null;
        return ok({ hiddenReason: item.hiddenReason });
      }),
    ),
  ];
}

/** The studio answered for someone holding `roles`; none: every route's 403. */
export function studioHandlers(roles: StaffRole[]): HttpHandler[] {
  if (roles.length === 0) {
    return [
      http.all('/api/studio/*', () =>
        refused(
          403,
          'Only staff with the admin or editor or moderator or support role can do this.',
        ),
      ),
    ];
  }
  const contributors = studioContributors.map((entry) => ({ ...entry }));
  const members = studioMembers.map((entry) => ({ ...entry }));
  return [
    http.get('/api/studio/me', () => ok({ roles })),
    http.get('/api/studio/takings/today', () => ok(todaysTakings)),
    http.get('/api/studio/staff', () => ok(studioStaff)),
    http.post('/api/studio/staff', async ({ request }) => {
      const body = (await request.json()) as { email: string; roles: StaffRole[] };
      return ok(staffMember(9, body.email, body.roles), 201);
    }),
    http.get('/api/studio/audit', ({ request }) => {
      const url = new URL(request.url);
      const action = url.searchParams.get('action');
      return page(
        auditEntries.filter((e) => !action || e.action === action),
        url,
      );
    }),
    http.get('/api/studio/contributors', ({ request }) => page(contributors, new URL(request.url))),
    http.post('/api/studio/contributors/:id/:action', async ({ params, request }) => {
      const entry = contributors.find((c) => c.donationId === params.id);
      if (!entry) return refused(404, 'We could not find this donation.');
      const { reason } = (await request.json()) as { reason: string };
      entry.hiddenReason = params.action === 'hide' ? reason : null;
      return ok({ hiddenReason: entry.hiddenReason });
    }),
    http.get('/api/studio/members', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      return ok(members.filter((m) => m.email.startsWith(q) || m.username.startsWith(q)));
    }),
    http.get('/api/studio/members/:userId', ({ params }) => {
      const who = members.find((m) => m.userId === params.userId);
      return who ? ok(memberDetail(who)) : refused(404, 'We could not find this account.');
    }),
    ...inboxHandlers(),
    ...editorialHandlers(),
  ];
}

/** The studio never answering: its loading state. */
export const studioPending = http.all('/api/studio/*', () => delay('infinite'));
