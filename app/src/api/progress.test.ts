import { AUTH_TOKEN_KEY } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../test/fetchStub';
import { getProgress, mergeProgress, saveProgress } from './progress';

afterEach(() => localStorage.clear());

const AT = '2026-11-24T10:00:00.000Z';
const entry = { chapterId: 'c1', page: 3, pageCount: 7, finished: false, updatedAt: AT };

describe('reading progress', () => {
  it('saves the page reached with PUT, the token, and keepalive only when leaving', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-9');
    const requests = stubFetch(() => envelope(entry));
    const place = { page: 3, pageCount: 7, finished: false, at: AT };
    await expect(saveProgress('c1', place)).resolves.toEqual(entry);
    await saveProgress('c1', place, { keepalive: true });
    expect(requests.map((r) => [r.method, r.url.pathname, r.body, r.keepalive])).toEqual([
      ['PUT', '/api/progress/c1', place, false],
      ['PUT', '/api/progress/c1', place, true],
    ]);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
  });

  it("lists a comic's progress and merges this browser's entries", async () => {
    const requests = stubFetch(() => envelope({ entries: [entry] }));
    await expect(getProgress('k1')).resolves.toEqual({ entries: [entry] });
    const merged = [{ chapterId: 'c1', page: 3, pageCount: 7, finished: false, at: AT }];
    await mergeProgress(merged);
    expect(requests.map((r) => [r.method, r.url.pathname + r.url.search, r.body])).toEqual([
      ['GET', '/api/progress?comicId=k1', undefined],
      ['POST', '/api/progress/merge', { entries: merged }],
    ]);
  });
});
