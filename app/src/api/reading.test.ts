import { AUTH_TOKEN_KEY } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../test/fetchStub';
import { openChapter, sendHeartbeat } from './reading';

afterEach(() => localStorage.clear());

const status = { minutesToday: 3, limitMinutes: 20, decision: { read: true } };

describe('the reading reports', () => {
  it('post the opened chapter, and the chapter and page on screen, with the stored token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-3');
    const requests = stubFetch(() => envelope(status));
    await expect(openChapter('c1')).resolves.toEqual(status);
    await expect(sendHeartbeat('c1', 4)).resolves.toEqual(status);
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/api/reading/open', { chapterId: 'c1' }],
      ['POST', '/api/reading/heartbeat', { chapterId: 'c1', page: 4 }],
    ]);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer tok-3');
  });
});
