import { MESSAGES, type ApiSuccess } from '@ic/domain';
import { apiFetch, serverMessageOr } from './client';

export const NEWSLETTER_PATH = '/api/newsletter';

/**
 * Subscribes an address (the spec leaves this call to us). The bearer token goes along so the
 * server can also turn on the signed-in user's own newsLetter flag. Answers the thanks to show.
 */
export async function subscribeToNewsletter(email: string): Promise<string> {
  const { body } = await apiFetch<ApiSuccess<unknown>>(NEWSLETTER_PATH, {
    method: 'POST',
    body: { email },
    bearer: true,
  });
  return body.message || MESSAGES.newsletterThanks;
}

/** What a failed sign-up says: the server's reason, else the catalogue's try-again. */
export function newsletterErrorMessage(error: unknown): string {
  return serverMessageOr(error, MESSAGES.tryAgain);
}
