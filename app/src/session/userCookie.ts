// The spec's `user` cookie: a display copy of the signed-in user, readable by script. The real
// session is the server's httpOnly cookie; this one only says whom to greet.
import { USER_COOKIE, type User } from '@ic/domain';
import { logFailure } from '../api/log';

/** The display fields the cookie holds; the same four the server writes at login. */
export type DisplayUser = Pick<User, 'name' | 'username' | 'email' | 'newsLetter'>;

export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.name === 'string' &&
    typeof record.username === 'string' &&
    typeof record.email === 'string' &&
    typeof record.newsLetter === 'boolean'
  );
}

export function displayCopy({ name, username, email, newsLetter }: User): DisplayUser {
  return { name, username, email, newsLetter };
}

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Absent means signed out; unparsable is logged as a failure to parse and also means signed out. */
export function parseUserCookie(cookies: string): User | null {
  const raw = cookieValue(cookies, USER_COOKIE.name);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!isUser(value)) throw new TypeError('The user cookie does not hold a user record');
    return value;
  } catch (error) {
    logFailure('parse the user cookie', error);
    return null;
  }
}

export function readUserCookie(): User | null {
  return parseUserCookie(document.cookie);
}

/** For all paths, for one year (spec section 4); Secure wherever the page itself is. */
export function serializeUserCookie(user: User, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(displayCopy(user)));
  const attributes = ['Path=/', `Max-Age=${USER_COOKIE.maxAgeSeconds}`, 'SameSite=Lax'];
  return [`${USER_COOKIE.name}=${value}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}

export function writeUserCookie(user: User): void {
  document.cookie = serializeUserCookie(user, window.location.protocol === 'https:');
}

/** Expires the cookie at once. */
export function clearUserCookie(): void {
  document.cookie = `${USER_COOKIE.name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
