import { vi } from 'vitest';

/** What the browser does when the connection drops: the flag turns false, then 'offline' fires. */
export function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

/** What the browser does when the connection returns: the flag turns true, then 'online' fires. */
export function goOnline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}
