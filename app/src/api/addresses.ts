import type { Address, SavedAddress } from '@ic/domain';
import useSWR from 'swr';
import { apiDelete, apiGet, apiPost, apiPut } from './client';

export const ADDRESSES_KEY = '/api/addresses';

export function addressPath(id: string): string {
  return `${ADDRESSES_KEY}/${encodeURIComponent(id)}`;
}

/** The signed-in user's saved addresses, the default first. */
export function getAddresses(): Promise<SavedAddress[]> {
  return apiGet<SavedAddress[]>(ADDRESSES_KEY, { bearer: true });
}

/** The saved addresses; a failure is kept so the screen can say so and offer a retry. */
export function useAddresses() {
  const { data, error, isLoading, mutate } = useSWR(ADDRESSES_KEY, getAddresses);
  // The bound mutate asks again in whichever SWR cache the screen lives in.
  return { addresses: data ?? [], isLoading, error: error as unknown, reload: () => mutate() };
}

/** The body the server takes: the form's fields, never the id (the path names the address). */
function bodyOf(address: Address): Omit<Address, '_id'> {
  const { _id: _ignored, ...body } = address;
  return body;
}

/** Saves a new address (it becomes the default when marked so); the caller reloads the list. */
export function createAddress(address: Address): Promise<SavedAddress> {
  return apiPost<SavedAddress>(ADDRESSES_KEY, bodyOf(address), { bearer: true });
}

/** Replaces a saved address; the caller reloads the list. */
export function updateAddress(id: string, address: Address): Promise<SavedAddress> {
  return apiPut<SavedAddress>(addressPath(id), bodyOf(address), { bearer: true });
}

/** Removes a saved address (a removed default passes to another on the server). */
export async function removeAddress(id: string): Promise<void> {
  await apiDelete<null>(addressPath(id), { bearer: true });
}
