import { MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/fetchStub';
import {
  forgotPassword,
  forgotPasswordErrorMessage,
  login,
  loginErrorMessage,
  resetPassword,
  resetPasswordErrorMessage,
} from './auth';
import { ApiError, NetworkError } from './client';

const user = { name: 'Asha Rao', username: 'asha_r', email: 'asha@example.in', newsLetter: true };

describe('login', () => {
  it('posts the credentials with cookies and answers the user with its token', async () => {
    const requests = stubFetch(() => json({ success: true, data: { ...user, token: 't1' } }));
    await expect(login({ email: 'asha@example.in', password: 'pw' })).resolves.toEqual({
      ...user,
      token: 't1',
    });
    expect(requests[0]?.url.pathname).toBe('/api/login');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.body).toEqual({ email: 'asha@example.in', password: 'pw' });
  });

  it("rejects with the server's message", async () => {
    stubFetch(() => json({ success: false, message: MESSAGES.invalidCredentials }, 401));
    await expect(login({ email: 'a@b.in', password: 'x' })).rejects.toMatchObject({
      status: 401,
      serverMessage: MESSAGES.invalidCredentials,
    });
  });
});

describe('loginErrorMessage', () => {
  it("says the server message, else 'Login failed', else try again", () => {
    expect(loginErrorMessage(new ApiError(403, 'Waiting for consent', [], null))).toBe(
      'Waiting for consent',
    );
    expect(loginErrorMessage(new ApiError(500, undefined, [], null))).toBe(MESSAGES.loginFailed);
    expect(loginErrorMessage(new NetworkError(new TypeError('offline')))).toBe(MESSAGES.tryAgain);
  });
});

describe('forgotPassword', () => {
  it('posts the email and answers the server message', async () => {
    const requests = stubFetch(() =>
      json({ success: true, data: { sent: true }, message: MESSAGES.resetLinkSent }),
    );
    await expect(forgotPassword('asha@example.in')).resolves.toBe(MESSAGES.resetLinkSent);
    expect(requests[0]?.url.pathname).toBe('/api/forget-password');
    expect(requests[0]?.body).toEqual({ email: 'asha@example.in' });
  });

  it("fails with the server message or 'Something went wrong. Please try again.'", () => {
    expect(forgotPasswordErrorMessage(new ApiError(429, 'Slow down', [], null))).toBe('Slow down');
    expect(forgotPasswordErrorMessage(new NetworkError(null))).toBe(MESSAGES.tryAgain);
  });
});

describe('resetPassword', () => {
  it('posts the new password to the link path', async () => {
    const requests = stubFetch(() => json({ success: true, data: null }));
    await expect(resetPassword('u1', 'to/ken', 'Sup3r#hero')).resolves.toBe(MESSAGES.resetSuccess);
    expect(requests[0]?.url.pathname).toBe('/api/forget-password/u1/to%2Fken');
    expect(requests[0]?.body).toEqual({ newPassword: 'Sup3r#hero' });
  });

  it("fails with the server message or 'Something went wrong.'", () => {
    const expired = new ApiError(400, MESSAGES.resetLinkInvalid, [], null);
    expect(resetPasswordErrorMessage(expired)).toBe(MESSAGES.resetLinkInvalid);
    expect(resetPasswordErrorMessage(new NetworkError(null))).toBe(MESSAGES.genericError);
  });
});
