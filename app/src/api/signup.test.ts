import { MESSAGES } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/fetchStub';
import { ApiError, NetworkError } from './client';
import { signUp, signupFailureMessage } from './signup';

afterEach(() => localStorage.clear());
const body = {
  email: 'meera@example.in',
  password: 'Str0ng!pass',
  name: 'Meera Iyer',
  dob: '1995-04-12',
  username: 'meera_ab12cd',
  newsLetter: true,
};

describe('signUp', () => {
  it('answers the user and token of a 201', async () => {
    const requests = stubFetch(() =>
      json(
        {
          success: true,
          data: {
            name: 'Meera Iyer',
            username: 'meera_ab12cd',
            email: body.email,
            newsLetter: true,
            token: 't1',
          },
        },
        201,
      ),
    );
    await expect(signUp(body)).resolves.toEqual({
      status: 'signed_up',
      token: 't1',
      user: { name: 'Meera Iyer', username: 'meera_ab12cd', email: body.email, newsLetter: true },
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/signup');
    expect(requests[0]?.body).toEqual(body);
  });

  it('answers consent_pending for a 202', async () => {
    stubFetch(() => json({ success: true, data: { status: 'consent_pending' } }, 202));
    await expect(signUp({ ...body, guardianEmail: 'mum@example.in' })).resolves.toEqual({
      status: 'consent_pending',
    });
  });
});

describe('signupFailureMessage', () => {
  it('prefers the server message, then its error field, then the error message', () => {
    expect(signupFailureMessage(new ApiError(409, 'Taken', [], {}))).toBe('Taken');
    expect(signupFailureMessage(new ApiError(500, undefined, [], { error: 'Boom' }))).toBe('Boom');
    expect(signupFailureMessage(new ApiError(500, undefined, [], 'oops'))).toBe(
      'Request failed with status 500',
    );
    expect(signupFailureMessage(new NetworkError(null))).toBe('The server could not be reached');
    expect(signupFailureMessage('odd')).toBe(MESSAGES.genericError);
  });
});
