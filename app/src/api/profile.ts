import type { ProfilePayload, User } from '@ic/domain';
import { apiPatch } from './client';

export const PROFILE_PATH = '/api/profile';

/** Saves the profile (e.g. a new avatar; a birthday left out keeps the stored one) and answers
 * the updated user record. */
export function updateProfile(profile: ProfilePayload): Promise<User> {
  return apiPatch<User>(PROFILE_PATH, profile, { bearer: true });
}
