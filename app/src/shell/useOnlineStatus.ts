import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** A page is rendered online, on the server and in the browser's first (hydrating) render. */
const onlineWhenRendered = () => true;

/** Whether the browser reports itself online, updated on its 'online' and 'offline' events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineWhenRendered);
}
