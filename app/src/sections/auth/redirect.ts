import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths';

/**
 * Where a successful login goes: back to the signed-in screen RequireSession sent the person
 * away from (its `state.from`), else home (spec section 4). Only same-site paths are followed.
 */
export function afterLoginPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const sameSite = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return sameSite && !from.startsWith(paths.login.path) ? from : paths.home.href();
}

/** Goes to `path` after `delayMs` once a path is given (the toast stays readable meanwhile). */
export function useRedirectAfter(path: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (path === null) return;
    const timer = setTimeout(() => navigate(path), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs, navigate]);
}
