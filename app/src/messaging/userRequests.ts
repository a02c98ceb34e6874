// Cross-window messaging (spec section 6): the foundation and research sites, opened from or
// embedding this site, may ask for the signed-in display user. Only they get an answer.
import type { User } from '@ic/domain';
import { isAllowedOrigin } from './origins';

/** What a partner site posts to ask for the user. */
export const USER_REQUEST = 'ic-universe:get-user';
/** What this site answers: the stored display user, or null when signed out. */
export const USER_REPLY = 'ic-universe:user';

export type UserReply = { type: typeof USER_REPLY; user: User | null };

/** The parts of a MessageEvent the handler reads. */
export type UserRequestEvent = Pick<MessageEvent, 'origin' | 'data' | 'source'>;

export function isUserRequest(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const keys = Object.keys(data);
  return keys.length === 1 && (data as { type?: unknown }).type === USER_REQUEST;
}

/** Windows can be answered; message ports and service workers cannot be addressed by origin. */
function replierOf(source: MessageEventSource | null): Window | null {
  if (source === null || source instanceof MessagePort) return null;
  // ServiceWorker is only defined in secure contexts.
  if (typeof ServiceWorker !== 'undefined' && source instanceof ServiceWorker) return null;
  return source as Window;
}

/**
 * Answers one message if, and only if, it comes from an allowed origin, has the request's exact
 * shape and a window to answer; the reply is addressed to that origin alone. Answers whether it replied.
 */
export function answerUserRequest(
  event: UserRequestEvent,
  allowedOrigins: readonly string[],
  readUser: () => User | null,
): boolean {
  if (!isAllowedOrigin(event.origin, allowedOrigins) || !isUserRequest(event.data)) return false;
  const replier = replierOf(event.source);
  if (!replier) return false;
  const reply: UserReply = { type: USER_REPLY, user: readUser() };
  replier.postMessage(reply, event.origin);
  return true;
}

/** Listens on a window; answers with the user read at the moment of asking. Returns the stop function. */
export function listenForUserRequests(
  target: Window,
  allowedOrigins: readonly string[],
  readUser: () => User | null,
): () => void {
  const onMessage = (event: MessageEvent) => {
    answerUserRequest(event, allowedOrigins, readUser);
  };
  if (allowedOrigins.length > 0) target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
