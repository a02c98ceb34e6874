// A signed-in reader's follows (POST/DELETE /api/follows/:comicId, GET /api/follows) and the
// chapters new to them (GET /api/new-for-you).
import type { FollowList, NewForYou } from '@ic/domain';
import useSWR from 'swr';
import { apiDelete, apiGet, apiPost } from './client';

export const FOLLOWS_KEY = '/api/follows';
export const NEW_FOR_YOU_KEY = '/api/new-for-you';

const followPath = (comicId: string) => `${FOLLOWS_KEY}/${encodeURIComponent(comicId)}`;

export function getFollows(): Promise<FollowList> {
  return apiGet<FollowList>(FOLLOWS_KEY, { bearer: true });
}

/** Follows and unfollows answer every follow: the list the screen shows. */
export function followComic(comicId: string): Promise<FollowList> {
  return apiPost<FollowList>(followPath(comicId), {}, { bearer: true });
}

export function unfollowComic(comicId: string): Promise<FollowList> {
  return apiDelete<FollowList>(followPath(comicId), { bearer: true });
}

/**
 * The signed-in reader's follows (nothing is asked when signed out); `setFollowing` follows or
 * unfollows and puts the server's answer in the cache.
 */
export function useFollows(signedIn: boolean) {
  const { data, error, isLoading, mutate } = useSWR(signedIn ? FOLLOWS_KEY : null, getFollows);
  const follows = data?.follows ?? [];
  const setFollowing = async (comicId: string, following: boolean) => {
    const next = await (following ? followComic(comicId) : unfollowComic(comicId));
    await mutate(next, { revalidate: false });
  };
  return { follows, isLoading, error: error as unknown, setFollowing };
}

export function getNewForYou(): Promise<NewForYou> {
  return apiGet<NewForYou>(NEW_FOR_YOU_KEY, { bearer: true });
}

/** The "New for you" row's chapters; none when signed out or when the call fails. */
export function useNewForYou(signedIn: boolean) {
  const { data, isLoading } = useSWR(signedIn ? NEW_FOR_YOU_KEY : null, getNewForYou);
  return { chapters: data?.chapters ?? [], isLoading };
}
