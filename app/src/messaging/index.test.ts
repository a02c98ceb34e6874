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
  it('answers the origins of VITE_ALLOWED_MESSAGE_ORIGINS with the display user of the cookie', () => {
    vi.stubEnv(
      'VITE_ALLOWED_MESSAGE_ORIGINS',
      'https://foundation.example.com, https://research.example.com',
    );
    writeUserCookie({ ...asha, isPremium: true, avatar: '/media/a.svg' });
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    stop = startCrossWindowMessaging(window);
    ask('https://research.example.com');
    ask('https://research.example.com.evil.test');
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { type: USER_REPLY, user: asha },
      'https://research.example.com',
    );
  });

  it('answers nobody when nothing is configured', () => {
    vi.stubEnv('VITE_ALLOWED_MESSAGE_ORIGINS', '');
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    stop = startCrossWindowMessaging(window);
    ask('https://foundation.example.com');
    expect(post).not.toHaveBeenCalled();
  });
});
