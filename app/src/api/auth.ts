import { MESSAGES, type ApiSuccess, type LoginPayload, type SignedIn } from '@ic/domain';
import { ApiError, apiFetch, apiPost, serverMessageOr } from './client';

export const LOGIN_PATH = '/api/login';
export const FORGOT_PASSWORD_PATH = '/api/forget-password';

/** The login body, as loginSchema reads it. */
export type Credentials = LoginPayload;

/** Logs in; the caller has already lower-cased the email (loginSchema does). Answers the user
 * record plus the bearer token the session keeps (spec section 3). */
export function login(credentials: Credentials): Promise<SignedIn> {
  return apiPost<SignedIn>(LOGIN_PATH, credentials);
}

/** Asks for a reset link; answers the message to show (the server's, else the catalogue's). */
export async function forgotPassword(email: string): Promise<string> {
  const { body } = await apiFetch<ApiSuccess<unknown>>(FORGOT_PASSWORD_PATH, {
    method: 'POST',
    body: { email },
  });
  return body.message || MESSAGES.resetLinkSent;
}

export function resetPasswordPath(id: string, token: string): string {
  return `${FORGOT_PASSWORD_PATH}/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;
}

/** Sets a new password through the mailed link; answers the message to show. */
export async function resetPassword(id: string, token: string, newPassword: string) {
  const { body } = await apiFetch<ApiSuccess<unknown>>(resetPasswordPath(id, token), {
    method: 'POST',
    body: { newPassword },
  });
  return body.message || MESSAGES.resetSuccess;
}

/**
 * A failed login, as spec section 8 reads it: the server's message, else 'Login failed' when the
 * server answered without one, else 'Something went wrong. Please try again.' (no answer at all).
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || MESSAGES.loginFailed;
  return MESSAGES.tryAgain;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  return serverMessageOr(error, MESSAGES.tryAgain);
}

export function resetPasswordErrorMessage(error: unknown): string {
  return serverMessageOr(error, MESSAGES.genericError);
}
