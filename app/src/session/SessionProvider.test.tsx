import { AUTH_TOKEN_KEY } from '@ic/domain';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { envelope, failure, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { SessionProvider } from './SessionProvider';
import { useSession } from './useSession';
import { clearUserCookie, readUserCookie, writeUserCookie } from './userCookie';

const asha = {
  name: 'Asha Verma',
  username: 'asha_v1',
  email: 'asha@example.in',
  newsLetter: false,
};

function Providers({ children }: { children: ReactNode }) {
  return (
    <FreshSWR>
      <SessionProvider>{children}</SessionProvider>
    </FreshSWR>
  );
}

const renderSession = () => renderHook(() => useSession(), { wrapper: Providers });

beforeEach(() => {
  clearUserCookie();
  localStorage.clear();
});
afterEach(() => {
  clearUserCookie();
  localStorage.clear();
});

describe('SessionProvider at start', () => {
  it('signed out without a cookie, and asks the server nothing', async () => {
    const requests = stubFetch(() => envelope(asha));
    const { result } = await renderSession();
    expect(result.current).toMatchObject({ user: null, signedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  it('signed in from the cookie, confirmed by GET /api/me', async () => {
    writeUserCookie(asha);
    const requests = stubFetch(() => envelope(asha));
    const { result } = await renderSession();
    expect(result.current).toMatchObject({ user: asha, signedIn: true });
    await vi.waitFor(() => expect(requests.map((r) => r.url.pathname)).toEqual(['/api/me']));
    expect(requests[0]?.credentials).toBe('include');
    expect(result.current.user).toEqual(asha);
  });

  it('trusts the server over the cookie when they disagree', async () => {
    writeUserCookie(asha);
    const renamed = {
      ...asha,
      name: 'Asha V. Rao',
      newsLetter: true,
      avatar: '/media/avatars/a.svg',
    };
    stubFetch(() => envelope(renamed));
    const { result } = await renderSession();
    await vi.waitFor(() => expect(result.current.user).toEqual(renamed));
    expect(readUserCookie()).toEqual({ ...asha, name: 'Asha V. Rao', newsLetter: true });
  });

  it('an expired server session (401) signs the browser out', async () => {
    writeUserCookie(asha);
    localStorage.setItem(AUTH_TOKEN_KEY, 'old-token');
    stubFetch(() => failure(401, 'Please log in.'));
    const { result } = await renderSession();
    await vi.waitFor(() => expect(result.current.signedIn).toBe(false));
    expect(readUserCookie()).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('no answer from the server keeps the cookie user', async () => {
    writeUserCookie(asha);
    const requests = stubFetch(offline);
    const { result } = await renderSession();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.user).toEqual(asha);
    expect(readUserCookie()).toEqual(asha);
  });

  it('a stored token alone is reason enough to ask the server', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    stubFetch(() => envelope(asha));
    const { result } = await renderSession();
    await vi.waitFor(() => expect(result.current.user).toEqual(asha));
    expect(readUserCookie()).toEqual(asha);
  });
});

describe('signIn, updateUser and signOut', () => {
  it('signIn stores the user in state, cookie and token; signOut clears all three', async () => {
    stubFetch(() => envelope(asha));
    const { result, act } = await renderSession();
    await act(() => result.current.signIn(asha, 'tok-1'));
    expect(result.current).toMatchObject({ user: asha, signedIn: true });
    expect(readUserCookie()).toEqual(asha);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');

    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({ user: null, signedIn: false });
    expect(readUserCookie()).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('updateUser changes the signed-in user and its cookie', async () => {
    writeUserCookie(asha);
    stubFetch(() => envelope({ ...asha, newsLetter: true }));
    const { result, act } = await renderSession();
    await vi.waitFor(() => expect(result.current.user?.newsLetter).toBe(true));
    await act(() => result.current.updateUser({ newsLetter: false }));
    expect(readUserCookie()?.newsLetter).toBe(false);
  });
});

describe('useSession', () => {
  it('refuses to work outside its provider', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderHook(() => useSession())).rejects.toThrow(
      'useSession must be used inside <SessionProvider>',
    );
  });
});
