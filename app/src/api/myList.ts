// A signed-in reader's My list (GET /api/my-list, PUT/DELETE /api/my-list/:kind/:id).
import type { MyList, MyListKind } from '@ic/domain';
import useSWR from 'swr';
import { apiDelete, apiGet, apiPut } from './client';

export const MY_LIST_KEY = '/api/my-list';

const itemPath = (kind: MyListKind, id: string) =>
  `${MY_LIST_KEY}/${kind}/${encodeURIComponent(id)}`;

export function getMyList(): Promise<MyList> {
  return apiGet<MyList>(MY_LIST_KEY, { bearer: true });
}

/** Adding and removing answer the whole list: the one the screen shows. */
export function addToMyList(kind: MyListKind, id: string): Promise<MyList> {
  return apiPut<MyList>(itemPath(kind, id), {}, { bearer: true });
}

export function removeFromMyList(kind: MyListKind, id: string): Promise<MyList> {
  return apiDelete<MyList>(itemPath(kind, id), { bearer: true });
}

/**
 * The signed-in reader's list (nothing is asked when signed out); `setOnList` adds or removes
 * and puts the server's answer in the cache.
 */
export function useMyList(signedIn: boolean) {
  const { data, isLoading, mutate } = useSWR(signedIn ? MY_LIST_KEY : null, getMyList);
  const items = data?.items ?? [];
  const isOnList = (kind: MyListKind, id: string) =>
    items.some((item) => item.kind === kind && item._id === id);
  const setOnList = async (kind: MyListKind, id: string, added: boolean) => {
    const next = await (added ? addToMyList(kind, id) : removeFromMyList(kind, id));
    await mutate(next, { revalidate: false });
  };
  return { items, isLoading, isOnList, setOnList };
}
