// A guardian's answer to a child's sign-up, from the mailed consent link (spec section 6). The
// link carries `<id>.<secret>`; it is the only credential, so these calls need no session.
import type { ApiSuccess, ConsentDecision, ConsentRequest } from '@ic/domain';
import useSWR from 'swr';
import { apiFetch, apiGet } from './client';
import { logged } from './log';

/** The API path of a consent link's token, or null when the token is not `<id>.<secret>`. */
export function consentPath(token: string): string | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  const part = (value: string) => encodeURIComponent(value);
  return `/api/consent/${part(token.slice(0, dot))}/${part(token.slice(dot + 1))}`;
}

/** Whose sign-up the link is about; the key is null (nothing asked) for a malformed token. */
export function useConsentRequest(token: string) {
  const path = consentPath(token);
  const { data, error, isLoading } = useSWR(
    path && `${path}/request`,
    (key: string) => logged('load a consent request', () => apiGet<ConsentRequest>(key)),
    // The link is spent once decided: asking again would only turn the answer into "invalid".
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  return { request: data, isLoading, error: error as unknown };
}

/** Sends the guardian's decision; answers the server's words about what happened. */
export async function decideConsent(token: string, decision: ConsentDecision['decision']) {
  const path = consentPath(token);
  if (!path) throw new Error('A consent link without its token cannot decide anything.');
  const { body } = await apiFetch<ApiSuccess<ConsentDecision>>(path, {
    method: 'POST',
    body: { decision },
  });
  return body.message;
}
