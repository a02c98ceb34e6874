import { PLANS } from '@ic/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, failure, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { usePlans } from './plans';

const log = captureErrorLog();

describe('usePlans', () => {
  it('reads the price list from the server', async () => {
    const served = [{ ...PLANS[2], price: 149 }];
    const requests = stubFetch(() => envelope(served));
    const { result } = await renderHook(() => usePlans(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.plans).toEqual(served));
    expect(requests[0]?.url.pathname).toBe('/api/plans');
  });

  it('logs a failure and falls back to the shared price list', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    const { result } = await renderHook(() => usePlans(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.plans).toBe(PLANS));
    expect(log.calls()[0]?.[0]).toBe('Failed to load the membership plans:');
  });
});
