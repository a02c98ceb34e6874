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

/** Whether the browser reports itself online, updated on its 'online' and 'offline' events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
