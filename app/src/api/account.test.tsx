import { AUTH_TOKEN_KEY } from '@ic/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { deleteAccount, logout, setNewsletter, useMembership } from './account';
import { ApiError, NetworkError } from './client';

const log = captureErrorLog();
afterEach(() => localStorage.clear());

const membership = {
  isPremium: true,
  plan: 'Annual',
  researchPapers: true,
  startedAt: '2026-01-05T10:00:00Z',
  expiresAt: '2027-01-05T10:00:00Z',
  renewsAt: null,
  memberLevel: 'Gold',
  perks: ['Free Ultimate subscription'],
};

describe('logout', () => {
  it('posts an empty body with the stored token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-9');
    const requests = stubFetch(() => envelope(null));
    await logout();
    expect(requests[0]).toMatchObject({ method: 'POST', body: {} });
    expect(requests[0]?.url.pathname).toBe('/api/logout');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it('rejects with a NetworkError when there is no answer', async () => {
    stubFetch(offline);
    await expect(logout()).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('deleteAccount', () => {
  it('sends DELETE /api/account with the password', async () => {
    const requests = stubFetch(() => envelope(null));
    await deleteAccount('S3cret!pass');
    expect(requests[0]).toMatchObject({ method: 'DELETE', body: { password: 'S3cret!pass' } });
    expect(requests[0]?.url.pathname).toBe('/api/account');
  });

  it("rejects a wrong password with the server's message", async () => {
    stubFetch(() => failure(403, 'Incorrect password'));
    const error = await deleteAccount('nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Incorrect password' });
  });
});

describe('setNewsletter', () => {
  it('patches the setting and answers the user record', async () => {
    const user = { name: 'A B', username: 'ab_cdef', email: 'a@b.in', newsLetter: true };
    const requests = stubFetch(() => envelope(user));
    await expect(setNewsletter(true)).resolves.toEqual(user);
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { newsLetter: true } });
    expect(requests[0]?.url.pathname).toBe('/api/account/newsletter');
  });

  it('rejects on a refusal so the toggle can go back', async () => {
    stubFetch(() => failure(401, 'Please log in.'));
    await expect(setNewsletter(false)).rejects.toMatchObject({ status: 401 });
  });
});

describe('useMembership', () => {
  it('asks nothing while signed out', async () => {
    const requests = stubFetch(() => envelope(membership));
    const { result } = await renderHook(() => useMembership(false), { wrapper: FreshSWR });
    expect(result.current).toMatchObject({ membership: undefined, isLoading: false });
    expect(requests).toHaveLength(0);
  });

  it('reads GET /api/membership', async () => {
    stubFetch(() => envelope(membership));
    const { result } = await renderHook(() => useMembership(true), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.membership).toEqual(membership));
  });

  it('logs a failure and answers no membership with the error', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    const { result } = await renderHook(() => useMembership(true), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.membership).toBeUndefined();
    expect(log.calls()[0]?.[0]).toBe('Failed to load the membership:');
  });
});
