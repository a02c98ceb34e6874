import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, json, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { ApiError } from './client';
import {
  decideRegistration,
  getGuardianMe,
  requestChildDeletion,
  requestGuardianLink,
  saveChildSettings,
  startGuardianSession,
  useChildAudit,
  useGuardianMe,
} from './guardian';

const log = captureErrorLog();

const LINK_SENT = 'If this address belongs to a guardian, we have mailed a sign-in link.';
const me = { email: 'parent@example.in', children: [] };

describe('the sign-in calls', () => {
  it("ask for a link with the address, and give back the server's words", async () => {
    const requests = stubFetch(() =>
      json({ success: true, data: { sent: true }, message: LINK_SENT }),
    );
    await expect(requestGuardianLink('parent@example.in')).resolves.toEqual({
      data: { sent: true },
      message: LINK_SENT,
    });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { email: 'parent@example.in' } });
    expect(requests[0]?.url.pathname).toBe('/api/guardian/link');
    expect(requests[0]?.credentials).toBe('include');
  });

  it("exchange the mailed token, and reject a spent one with the server's message", async () => {
    const requests = stubFetch(({ body }) =>
      (body as { token: string }).token === 'l1.good'
        ? envelope({ email: 'parent@example.in' })
        : failure(400, 'This sign-in link has expired or was already used.'),
    );
    await expect(startGuardianSession('l1.good')).resolves.toMatchObject({
      data: { email: 'parent@example.in' },
    });
    expect(requests[0]?.url.pathname).toBe('/api/guardian/session');
    await expect(startGuardianSession('l1.spent')).rejects.toMatchObject({
      status: 400,
      message: 'This sign-in link has expired or was already used.',
    });
  });
});

describe('getGuardianMe and useGuardianMe', () => {
  it('answer null without a guardian session, and the dashboard with one', async () => {
    stubFetch(() => failure(401, 'Please sign in.'));
    await expect(getGuardianMe()).resolves.toBeNull();
    stubFetch(() => envelope(me));
    await expect(getGuardianMe()).resolves.toEqual(me);
  });

  it('logs and passes on any other failure', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    const { result } = await renderHook(() => useGuardianMe(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.me).toBeUndefined();
    expect(log.calls()[0]?.[0]).toBe('Failed to load the guardian dashboard:');
  });
});

describe("a child's changes", () => {
  it('go to the child named in the path, escaped, with the right method and body', async () => {
    const requests = stubFetch(() => json({ success: true, data: null, message: 'Done.' }));
    await decideRegistration('c/1', 'approve');
    await saveChildSettings('c/1', { dailyLimitMinutes: null });
    await requestChildDeletion('c/1');
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/api/guardian/children/c%2F1/decision', { decision: 'approve' }],
      ['PATCH', '/api/guardian/children/c%2F1/settings', { dailyLimitMinutes: null }],
      ['POST', '/api/guardian/children/c%2F1/deletion', {}],
    ]);
  });

  it("read a child's trail", async () => {
    const entries = [{ action: 'approve', before: null, after: null, at: 'x', by: 'y' }];
    const requests = stubFetch(() => envelope({ entries }));
    const { result } = await renderHook(() => useChildAudit('c1'), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.entries).toEqual(entries));
    expect(requests[0]?.url.pathname).toBe('/api/guardian/children/c1/audit');
  });
});
