import { externalSites } from '../shell/siteLinks';
import { displayCopy, readUserCookie } from '../session/userCookie';
import { parseAllowedOrigins } from './origins';
import { listenForUserRequests } from './userRequests';

export { USER_REPLY, USER_REQUEST } from './userRequests';

/**
 * Starts answering the two partner sites, the foundation's and the research site's (the origins
 * of VITE_FOUNDATION_URL and VITE_RESEARCH_URL, the footer's links), with the stored display user.
 */
export function startCrossWindowMessaging(target: Window = window): () => void {
  const { foundation, research } = externalSites();
  // Neither configured: no origin is trusted.
  const allowed = parseAllowedOrigins([foundation, research].filter(Boolean).join(','));
  return listenForUserRequests(target, allowed, () => {
    const user = readUserCookie();
    return user && displayCopy(user);
  });
}
