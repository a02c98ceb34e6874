import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { captureErrorLog } from '../test/console';
import { envelope, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import { useTeams } from './teams';

const log = captureErrorLog();
const team = {
  _id: 'tm1',
  name: 'Development',
  members: [{ name: 'Isha', img: '/media/isha.png', year: '2024' }],
};

describe('teams', () => {
  it('shows the teams', async () => {
    const requests = stubFetch(() => envelope([team]));
    const { result } = await renderHook(() => useTeams(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.teams).toEqual([team]));
    expect(requests[0]?.url.pathname).toBe('/team/getAll');
  });

  it('on failure: logged, no teams', async () => {
    stubFetch(offline);
    const { result } = await renderHook(() => useTeams(), { wrapper: FreshSWR });
    await vi.waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.teams).toEqual([]);
    expect(log.calls()).toHaveLength(1);
  });
});
