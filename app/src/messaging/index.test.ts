import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUserCookie, writeUserCookie } from '../session/userCookie';
import { USER_REPLY, USER_REQUEST, startCrossWindowMessaging } from './index';

const asha = {
  name: 'Asha Verma',
  username: 'asha_v1',
  email: 'asha@example.in',
  newsLetter: true,
};
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  clearUserCookie();
  vi.unstubAllEnvs();
});

const ask = (origin: string) =>
  window.dispatchEvent(
    new MessageEvent('message', { origin, data: { type: USER_REQUEST }, source: window }),
  );

describe('startCrossWindowMessaging', () => {
  it('answers the foundation and research origins with the display user of the cookie', () => {
    vi.stubEnv('VITE_FOUNDATION_URL', 'https://foundation.example.com/about');
    vi.stubEnv('VITE_RESEARCH_URL', 'https://research.example.com');
    writeUserCookie({ ...asha, isPremium: true, avatar: '/media/a.svg' });
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    stop = startCrossWindowMessaging(window);
    ask('https://research.example.com');
    ask('https://research.example.com.evil.test');
    ask('https://foundation.example.com');
    ask('https://shop.example.com');
    expect(post.mock.calls).toEqual([
      [{ type: USER_REPLY, user: asha }, 'https://research.example.com'],
      [{ type: USER_REPLY, user: asha }, 'https://foundation.example.com'],
    ]);
  });

  it('trusts no origin when neither partner site is configured', () => {
    vi.stubEnv('VITE_FOUNDATION_URL', '');
    vi.stubEnv('VITE_RESEARCH_URL', '');
    writeUserCookie({ ...asha, isPremium: true, avatar: '/media/a.svg' });
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    stop = startCrossWindowMessaging(window);
    ask('https://foundation.example.com');
    ask('https://foundation.icuniverse.example');
    ask(window.location.origin);
    expect(post).not.toHaveBeenCalled();
  });

  it('trusts only the one partner site that is configured', () => {
    vi.stubEnv('VITE_FOUNDATION_URL', '');
    vi.stubEnv('VITE_RESEARCH_URL', 'https://research.example.com');
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    stop = startCrossWindowMessaging(window);
    ask('https://foundation.example.com');
    ask('https://research.example.com');
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { type: USER_REPLY, user: null },
      'https://research.example.com',
    );
  });
});
