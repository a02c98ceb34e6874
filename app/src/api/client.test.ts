import { AUTH_TOKEN_KEY } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, failure, json, offline, stubFetch } from '../test/fetchStub';
import {
  ApiError,
  NetworkError,
  apiFetch,
  apiGet,
  apiPost,
  apiUrl,
  serverMessageOr,
} from './client';

afterEach(() => localStorage.clear());

describe('apiUrl', () => {
  it('leaves out empty query values and encodes the rest', () => {
    expect(
      apiUrl('/character/getAll', {
        q: 'rani & co',
        sort: 'asc',
        page: 2,
        limit: undefined,
        x: '',
      }),
    ).toBe('/character/getAll?q=rani+%26+co&sort=asc&page=2');
    expect(apiUrl('/comic')).toBe('/comic');
  });
});

describe('apiGet', () => {
  it('sends credentials and JSON, and answers the envelope data', async () => {
    const requests = stubFetch(() => envelope([{ _id: 'a1' }]));
    await expect(apiGet('/comic')).resolves.toEqual([{ _id: 'a1' }]);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.has('Content-Type')).toBe(false);
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('turns a failure envelope into an ApiError with the message, field errors and body', async () => {
    const body = {
      success: false,
      message: 'Please enter a valid email address.',
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }, { bogus: true }],
    };
    stubFetch(() => json(body, 400));
    const error = await apiGet('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: body.message,
      message: body.message,
      body,
    });
    const apiError = error as ApiError;
    expect(apiError.fieldErrors).toEqual([
      { field: 'email', message: 'Please enter a valid email address.' },
    ]);
    expect(apiError.fieldError('email')).toBe('Please enter a valid email address.');
    expect(apiError.fieldError('password')).toBeUndefined();
  });

  it('treats success false as a failure even with status 200', async () => {
    stubFetch(() => json({ success: false, message: 'Refused' }, 200));
    await expect(apiGet('/x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      serverMessage: 'Refused',
    });
  });

  it('keeps a non-JSON error body as text, with no server message', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiGet('/comic').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      serverMessage: undefined,
      body: '<html>Bad gateway</html>',
    });
    expect(serverMessageOr(error, 'Login failed')).toBe('Login failed');
  });

  it('refuses a 200 that is not JSON (an HTML page where data was expected)', async () => {
    stubFetch(() => new Response('<!doctype html>', { status: 200 }));
    await expect(apiGet('/comic')).rejects.toBeInstanceOf(ApiError);
  });

  it('turns no answer into a NetworkError', async () => {
    stubFetch(offline);
    const error = await apiGet('/comic').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
    expect(serverMessageOr(error, 'Error submitting feedback')).toBe('Error submitting feedback');
  });

  it('lets the caller abort without calling it a network failure', async () => {
    stubFetch(() => {
      throw new DOMException('Aborted', 'AbortError');
    });
    await expect(apiGet('/comic')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiPost', () => {
  it('sends the body as JSON', async () => {
    const requests = stubFetch(() => envelope({ ok: 1 }));
    await expect(apiPost('/api/login', { email: 'a@b.in', password: 'x' })).resolves.toEqual({
      ok: 1,
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ email: 'a@b.in', password: 'x' });
  });

  it('sends the stored bearer token only when asked', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const requests = stubFetch(() => envelope(null));
    await apiPost('/payment/create', { membershipType: 'Monthly' }, { bearer: true });
    await apiPost('/api/logout');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(requests[1]?.headers.has('Authorization')).toBe(false);
  });

  it('sends without a token when none is stored', async () => {
    const requests = stubFetch(() => envelope(null));
    await apiPost('/api/feedback', {}, { bearer: true });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('apiFetch', () => {
  it('answers the whole body and the headers for calls outside the envelope', async () => {
    stubFetch(() => json({ success: true, blogs: [{ _id: 'b1' }] }, 200, { 'X-Total-Count': '9' }));
    const result = await apiFetch<{ blogs: { _id: string }[] }>('/blog/latestblog', {
      query: { limit: 1 },
    });
    expect(result.body.blogs).toEqual([{ _id: 'b1' }]);
    expect(result.headers.get('X-Total-Count')).toBe('9');
  });

  it('accepts an empty success body', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiFetch('/api/account', { method: 'DELETE' })).resolves.toMatchObject({
      status: 204,
      body: undefined,
    });
  });

  it('reports a 500 with the generic server message', async () => {
    stubFetch(() => failure(500, 'Something went wrong.'));
    await expect(apiFetch('/x')).rejects.toMatchObject({
      status: 500,
      serverMessage: 'Something went wrong.',
    });
  });
});
