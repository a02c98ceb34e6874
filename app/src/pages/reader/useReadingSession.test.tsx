import { READING_HEARTBEAT_MS } from '@ic/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../../test/console';
import { envelope, offline, stubFetch, type RecordedRequest } from '../../test/fetchStub';
import { useReadingSession } from './useReadingSession';

const log = captureErrorLog();

const READ = { minutesToday: 1, limitMinutes: 2, decision: { read: true } };
const STOP = { minutesToday: 2, limitMinutes: 2, decision: { read: false, reason: 'time-limit' } };

const paths = (requests: RecordedRequest[]) => requests.map((r) => r.url.pathname);

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => vi.useRealTimers());

describe('useReadingSession', () => {
  it('reports the opened chapter, then the page on screen every heartbeat interval', async () => {
    const requests = stubFetch(() => envelope(READ));
    const { rerender } = await renderHook(
      (props?: { page: number }) =>
        useReadingSession({ chapterId: 'c1', page: props?.page ?? 1, onRefused: vi.fn() }),
      { initialProps: { page: 1 } },
    );
    expect(paths(requests)).toEqual(['/api/reading/open']);
    await rerender({ page: 3 });
    await vi.advanceTimersByTimeAsync(READING_HEARTBEAT_MS);
    expect(requests[1]?.body).toEqual({ chapterId: 'c1', page: 3 });
    await vi.advanceTimersByTimeAsync(READING_HEARTBEAT_MS - 1);
    expect(requests).toHaveLength(2);
  });

  it('sends no heartbeat while the tab is hidden', async () => {
    const requests = stubFetch(() => envelope(READ));
    await renderHook(() => useReadingSession({ chapterId: 'c1', page: 1, onRefused: vi.fn() }));
    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(3 * READING_HEARTBEAT_MS);
    expect(paths(requests)).toEqual(['/api/reading/open']);
    visibility = 'visible';
    await vi.advanceTimersByTimeAsync(READING_HEARTBEAT_MS);
    expect(paths(requests)).toEqual(['/api/reading/open', '/api/reading/heartbeat']);
  });

  it("stops the reader when an answer refuses the chapter (a child's limit reached)", async () => {
    let answer = READ;
    stubFetch(() => envelope(answer));
    const onRefused = vi.fn();
    await renderHook(() => useReadingSession({ chapterId: 'c1', page: 2, onRefused }));
    answer = STOP;
    await vi.advanceTimersByTimeAsync(READING_HEARTBEAT_MS);
    await vi.waitFor(() =>
      expect(onRefused).toHaveBeenCalledWith({ read: false, reason: 'time-limit' }),
    );
  });

  it('reports nothing without a chapter, and stops reporting when it closes', async () => {
    const requests = stubFetch(() => envelope(READ));
    const { rerender } = await renderHook(
      (props?: { chapterId: string | null }) =>
        useReadingSession({ chapterId: props?.chapterId ?? null, page: 1, onRefused: vi.fn() }),
      { initialProps: { chapterId: null as string | null } },
    );
    await vi.advanceTimersByTimeAsync(READING_HEARTBEAT_MS);
    expect(requests).toHaveLength(0);
    await rerender({ chapterId: 'c1' });
    await rerender({ chapterId: null });
    await vi.advanceTimersByTimeAsync(2 * READING_HEARTBEAT_MS);
    expect(paths(requests)).toEqual(['/api/reading/open']);
  });

  it('logs a report that gets no answer, and reads on', async () => {
    stubFetch(offline);
    const onRefused = vi.fn();
    await renderHook(() => useReadingSession({ chapterId: 'c1', page: 1, onRefused }));
    await vi.waitFor(() => expect(log.calls()[0]?.[0]).toBe('Failed to report an opened chapter:'));
    expect(onRefused).not.toHaveBeenCalled();
  });
});
