import type { User } from '@ic/domain';
import { apiPatch } from './client';

export const PROFILE_PATH = '/api/profile';

/** The birthday may be left out: the server keeps the stored one. */
export type ProfileUpdate = { name: string; username: string; dob?: string; avatar?: string };

/** Saves the profile (e.g. a new avatar) and answers the updated user record. */
export function updateProfile(profile: ProfileUpdate): Promise<User> {
  return apiPatch<User>(PROFILE_PATH, profile, { bearer: true });
}
