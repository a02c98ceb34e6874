import type { User } from '@ic/domain';
import { apiGet } from './client';

export const ME_KEY = '/api/me';

/** The server's view of the signed-in user; rejects with a 401 ApiError when the session is gone. */
export function getMe(): Promise<User> {
  return apiGet<User>(ME_KEY);
}
