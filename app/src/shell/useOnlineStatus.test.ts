import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { goOffline, goOnline } from '../test/network';
import { useOnlineStatus } from './useOnlineStatus';

describe('useOnlineStatus', () => {
  it('starts from what the browser reports', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = await renderHook(() => useOnlineStatus());
    expect(result.current).toBe(false);
  });

  it("follows the 'offline' and 'online' events", async () => {
    const { result, act } = await renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    await act(goOffline);
    expect(result.current).toBe(false);
    await act(goOnline);
    expect(result.current).toBe(true);
  });

  it('stops listening when unmounted', async () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = await renderHook(() => useOnlineStatus());
    await unmount();
    const events = removed.mock.calls.map(([type]) => type);
    expect(events).toEqual(expect.arrayContaining(['online', 'offline']));
  });
});
