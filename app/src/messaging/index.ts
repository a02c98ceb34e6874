import { displayCopy, readUserCookie } from '../session/userCookie';
import { parseAllowedOrigins } from './origins';
import { listenForUserRequests } from './userRequests';

export { USER_REPLY, USER_REQUEST } from './userRequests';

/** Starts answering the configured partner sites with the stored display user. */
export function startCrossWindowMessaging(target: Window = window): () => void {
  const allowed = parseAllowedOrigins(import.meta.env.VITE_ALLOWED_MESSAGE_ORIGINS);
  return listenForUserRequests(target, allowed, () => {
    const user = readUserCookie();
    return user && displayCopy(user);
  });
}
