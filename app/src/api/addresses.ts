import type { Address } from '@ic/domain';
import useSWR, { mutate } from 'swr';
import { apiDelete, apiGet, apiPost, apiPut } from './client';

export const ADDRESSES_KEY = '/api/addresses';

/** A saved address always has its id (the server's uuid). */
export type SavedAddress = Address & { _id: string };

export function addressPath(id: string): string {
  return `${ADDRESSES_KEY}/${encodeURIComponent(id)}`;
}

/** The signed-in user's saved addresses, the default first. */
export function getAddresses(): Promise<SavedAddress[]> {
  return apiGet<SavedAddress[]>(ADDRESSES_KEY, { bearer: true });
}

/** The saved addresses; a failure is kept so the screen can say so and offer a retry. */
export function useAddresses() {
  const { data, error, isLoading } = useSWR(ADDRESSES_KEY, getAddresses);
  return {
    addresses: data ?? [],
    isLoading,
    error: error as unknown,
    reload: () => mutate(ADDRESSES_KEY),
  };
}

/** The body the server takes: the form's fields, never the id (the path names the address). */
function bodyOf(address: Address): Omit<Address, '_id'> {
  const { _id: _ignored, ...body } = address;
  return body;
}

/** Saves a new address (it becomes the default when marked so) and refreshes the list. */
export async function createAddress(address: Address): Promise<SavedAddress> {
  const saved = await apiPost<SavedAddress>(ADDRESSES_KEY, bodyOf(address), { bearer: true });
  await mutate(ADDRESSES_KEY);
  return saved;
}

/** Replaces a saved address and refreshes the list. */
export async function updateAddress(id: string, address: Address): Promise<SavedAddress> {
  const saved = await apiPut<SavedAddress>(addressPath(id), bodyOf(address), { bearer: true });
  await mutate(ADDRESSES_KEY);
  return saved;
}

/** Removes a saved address (a removed default passes to another on the server) and refreshes. */
export async function removeAddress(id: string): Promise<void> {
  await apiDelete<null>(addressPath(id), { bearer: true });
  await mutate(ADDRESSES_KEY);
}
