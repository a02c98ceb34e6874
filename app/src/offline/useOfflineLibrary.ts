import { useEffect } from 'react';
import { useSession } from '../session';
import { keepDownloadsFor } from './savedChapters';

const catchUp = (user: string) => import('./maintenance').then((module) => module.catchUp(user));

/**
 * Keeps this browser's downloads the signed-in reader's alone (another reader, or none, and
 * they are removed), and on start and on each return of the network sends what was read
 * offline and checks the saved chapters against the server.
 */
export function useOfflineLibrary(): void {
  const { user } = useSession();
  const username = user?.username ?? null;
  useEffect(() => {
    if (!('caches' in window)) return undefined;
    void keepDownloadsFor(username).catch(() => undefined);
    if (!username) return undefined;
    const onOnline = () => void catchUp(username);
    if (navigator.onLine) onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [username]);
}
