import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedProgress, queueProgress, sendQueuedProgress } from './progressQueue';

afterEach(() => localStorage.clear());

const place = (page: number, at: string, finished = false) => ({
  page,
  pageCount: 7,
  finished,
  at,
});
const answer = (status: number) =>
  new Response(JSON.stringify({ success: status < 400, data: {} }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('progress recorded offline', () => {
  it('keeps the latest place of each chapter; finished stays finished', () => {
    queueProgress('c1', place(7, '2026-11-24T10:00:00.000Z', true));
    queueProgress('c1', place(2, '2026-11-24T10:05:00.000Z'));
    queueProgress('c1', place(1, '2026-11-24T09:00:00.000Z'));
    expect(queuedProgress('c1')).toEqual(place(2, '2026-11-24T10:05:00.000Z', true));
  });

  it('is sent with its own time when the network returns, then forgotten', async () => {
    queueProgress('c1', place(3, '2026-11-24T10:00:00.000Z'));
    queueProgress('c2', place(5, '2026-11-24T10:01:00.000Z'));
    const fetch = vi.fn(async () => answer(200));
    vi.stubGlobal('fetch', fetch);
    await expect(sendQueuedProgress()).resolves.toBe(2);
    const bodies = fetch.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      return [url, init.method, JSON.parse(String(init.body)) as unknown];
    });
    expect(bodies).toEqual([
      ['/api/progress/c1', 'PUT', place(3, '2026-11-24T10:00:00.000Z')],
      ['/api/progress/c2', 'PUT', place(5, '2026-11-24T10:01:00.000Z')],
    ]);
    expect(queuedProgress('c1')).toBeUndefined();
  });

  it('stays queued while there is still no network; a refused chapter is dropped', async () => {
    queueProgress('closed', place(3, '2026-11-24T10:00:00.000Z'));
    queueProgress('later', place(4, '2026-11-24T10:01:00.000Z'));
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(answer(403))
        .mockRejectedValueOnce(new TypeError('Failed to fetch')),
    );
    await expect(sendQueuedProgress()).resolves.toBe(0);
    expect(queuedProgress('closed')).toBeUndefined();
    expect(queuedProgress('later')).toEqual(place(4, '2026-11-24T10:01:00.000Z'));
  });
});
