// A stand-in for the network in unit tests: records every request and answers from a handler.
import { vi } from 'vitest';

export type RecordedRequest = {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
  keepalive?: boolean;
  cache?: RequestCache;
};
export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function stubFetch(handler: Handler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // JSON is read back; a FormData (multipart with files) is kept as it is.
    const body =
      typeof init.body === 'string'
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    const request: RecordedRequest = {
      url: new URL(String(input), window.location.origin),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body,
      credentials: init.credentials,
      keepalive: init.keepalive,
      cache: init.cache,
    };
    requests.push(request);
    return handler(request);
  };
  vi.stubGlobal('fetch', vi.fn(fake));
  return requests;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function envelope(data: unknown, headers: Record<string, string> = {}): Response {
  return json({ success: true, data }, 200, headers);
}

export function failure(status: number, message: string): Response {
  return json({ success: false, message }, status);
}

/** A fetch that never gets an answer, as when offline. */
export function offline(): never {
  throw new TypeError('Failed to fetch');
}
