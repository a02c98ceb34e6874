import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while a page is drawn on the server and while the browser takes that drawing over
 * (hydration), true from the render after: what only the browser knows (its storage, its screen)
 * waits for it, so the first render matches the server's. A page the browser draws itself is
 * true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
