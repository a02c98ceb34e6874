import { useEffect } from 'react';
import { pageTitle } from '../pages/usePageMeta';

/**
 * A studio screen's document title, and `noindex, nofollow` while any studio screen is shown:
 * staff pages must never be indexed, even if a link to one leaks.
 */
export function useStudioMeta(title: string): void {
  useEffect(() => {
    document.title = pageTitle(`${title} · Studio`);
  }, [title]);
}

/**
 * The robots meta of the studio shell: present while it is mounted, gone when a visitor page shows.
 * A studio address opened directly already has it from the server's head; only a studio reached
 * from a visitor page needs one added (and removed again).
 */
export function useNoIndex(): void {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"][content^="noindex"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
