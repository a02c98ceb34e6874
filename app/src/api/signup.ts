import {
  MESSAGES,
  type ApiSuccess,
  type ConsentPending,
  type SignedIn,
  type SignupPayload,
  type User,
} from '@ic/domain';
import { apiFetch, ApiError } from './client';

export const SIGNUP_PATH = '/api/signup';

/** 201: signed in at once; 202: the account waits for the guardian's consent. */
export type SignupResult =
  { status: 'signed_up'; user: User; token: string } | { status: 'consent_pending' };

/** Under 18 the body needs `guardianEmail` (parental consent). */
export async function signUp(body: SignupPayload): Promise<SignupResult> {
  const { body: answer, status } = await apiFetch<ApiSuccess<SignedIn | ConsentPending>>(
    SIGNUP_PATH,
    { method: 'POST', body },
  );
  if (status === 202) return { status: 'consent_pending' };
  const { token, ...user } = answer.data as SignedIn;
  return { status: 'signed_up', user, token };
}

function serverErrorField(error: ApiError): string | undefined {
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  return typeof body.error === 'string' && body.error ? body.error : undefined;
}

/**
 * The spec's signup failure text (section 8): the server message, else the server's error field,
 * else the error's own message, else 'Something went wrong.'.
 */
export function signupFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? serverErrorField(error) ?? error.message;
  }
  return error instanceof Error && error.message ? error.message : MESSAGES.genericError;
}
