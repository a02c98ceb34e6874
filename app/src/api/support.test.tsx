import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { useContributors, useSupportStats } from './support';

const log = captureErrorLog();

describe('support statistics', () => {
  it('answers the raw figures (the panel that shows them applies the floors once)', async () => {
    const requests = stubFetch(() =>
      envelope({ monthlyFunds: 1500, supporterCount: 900, corporates: 7, totalFunds: 4500 }),
    );
    const { result } = await renderHook(() => useSupportStats(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.stats).toBeDefined());
    expect(result.current.stats).toEqual({
      monthlyFunds: 1500,
      supporterCount: 900,
      corporates: 7,
      totalFunds: 4500,
    });
    // Revalidated, not read from the browser's minute of cache: a donor sees their gift.
    expect(requests[0]?.cache).toBe('no-cache');
  });

  it('on failure: logged, no figures', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    const { result } = await renderHook(() => useSupportStats(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.stats).toBeUndefined();
    expect(log.calls()).toHaveLength(1);
  });
});

describe('contributors', () => {
  it('asks for the given number and shows them', async () => {
    const contributor = {
      displayName: 'Meera',
      amount: 1500,
      supportType: 'monthly',
      createdAt: '2025-07-01',
    };
    const requests = stubFetch(() => envelope([contributor]));
    const { result } = await renderHook(() => useContributors(10), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.contributors).toEqual([contributor]));
    expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
      '/support/contributors?limit=10',
    );
  });
});
