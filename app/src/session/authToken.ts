import { AUTH_TOKEN_KEY } from '@ic/domain';

// localStorage throws when storage is disabled (some private modes, sandboxed frames):
// a missing token then simply means "send without", as the spec allows for feedback.

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Without storage the cookie session still works; only the bearer copy is lost.
  }
}

export function clearAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored where storage is unavailable.
  }
}
