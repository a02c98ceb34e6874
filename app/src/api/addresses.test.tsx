import { AUTH_TOKEN_KEY, type Address } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { ApiError, NetworkError } from './client';
import { envelope, failure, json, offline, stubFetch } from '../test/fetchStub';
import { FreshSWR } from '../test/swr';
import {
  createAddress,
  getAddresses,
  removeAddress,
  updateAddress,
  useAddresses,
} from './addresses';

afterEach(() => localStorage.clear());

const address: Address = {
  _id: 'a1',
  firstName: 'Asha',
  lastName: 'Rao',
  house: '12 Lotus Court',
  street: 'MG Road',
  landmark: '',
  postalCode: '560001',
  city: 'Bengaluru',
  country: 'India',
  state: 'Karnataka',
  phone: '9876543210',
  isDefault: true,
};

describe('saved addresses', () => {
  it('lists them with the bearer token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const requests = stubFetch(() => envelope([address]));
    await expect(getAddresses()).resolves.toEqual([address]);
    expect(requests[0]?.url.pathname).toBe('/api/addresses');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('posts a new address without its id and answers the saved one', async () => {
    const requests = stubFetch(() =>
      json({ success: true, data: { ...address, _id: 'new' } }, 201),
    );
    await expect(createAddress(address)).resolves.toMatchObject({ _id: 'new' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body).not.toHaveProperty('_id');
  });

  it('puts an edited address at its own path', async () => {
    const requests = stubFetch(() => envelope(address));
    await updateAddress('a1', { ...address, city: 'Mysuru' });
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/api/addresses/a1');
    expect(requests[0]?.body).toMatchObject({ city: 'Mysuru' });
  });

  it('deletes an address at its own path', async () => {
    const requests = stubFetch(() => json({ success: true, data: null }));
    await removeAddress('a1');
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe('/api/addresses/a1');
  });

  it("rejects with the server's message (too many, not found, invalid)", async () => {
    stubFetch(() => failure(409, 'You can save at most 20 addresses.'));
    const error = await createAddress(address).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('You can save at most 20 addresses.');
  });

  it('rejects a removal of an unknown address with 404', async () => {
    stubFetch(() => failure(404, 'Address not found.'));
    await expect(removeAddress('gone')).rejects.toMatchObject({ status: 404 });
  });

  it('rejects with a NetworkError when there is no answer', async () => {
    stubFetch(offline);
    await expect(updateAddress('a1', address)).rejects.toBeInstanceOf(NetworkError);
  });

  it('the hook keeps a failed load as an error with an empty list', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    const { result } = await renderHook(() => useAddresses(), { wrapper: FreshSWR });
    await expect.poll(() => result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.addresses).toEqual([]);
  });
});
