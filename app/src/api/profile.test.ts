import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/fetchStub';
import { updateProfile } from './profile';

afterEach(() => localStorage.clear());
const body = { email: 'meera@example.in' };

describe('updateProfile', () => {
  it('PATCHes the profile with the bearer token and answers the user', async () => {
    localStorage.setItem('authtoken', 'tok-9');
    const user = {
      name: 'Meera Iyer',
      username: 'meera_ab12cd',
      email: body.email,
      newsLetter: true,
      avatar: 'v1:2001002',
    };
    const requests = stubFetch(() => json({ success: true, data: user }));
    await expect(
      updateProfile({ name: user.name, username: user.username, avatar: 'v1:2001002' }),
    ).resolves.toEqual(user);
    expect(requests[0]?.method).toBe('PATCH');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
  });
});
