import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after this mounts (or 2 s pass where it cannot say):
 * for work the first screen does not need, so it neither delays that screen nor competes
 * with its downloads.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(done, 2000);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
