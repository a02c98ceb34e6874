import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { getSupportTimeline, useSupportTimeline } from './timeline';

const log = captureErrorLog();
const story = (id: string, category: string) => ({
  _id: id,
  category,
  title: id,
  eventDate: '2025-03-01',
  description: '',
  imageUrl: '',
});

describe('timeline', () => {
  it("keeps only the 'Support Us' stories (spec section 7)", async () => {
    stubFetch(() =>
      envelope([story('t1', 'Support Us'), story('t2', 'Studio'), story('t3', 'Support Us')]),
    );
    const stories = await getSupportTimeline();
    expect(stories.map((s) => s._id)).toEqual(['t1', 't3']);
  });

  it('on failure: logged, no stories', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    const { result } = await renderHook(() => useSupportTimeline(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.stories).toEqual([]);
    expect(log.calls()).toHaveLength(1);
  });
});
