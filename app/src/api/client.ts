// The one way the app talks to the API: credentials always included, JSON both ways, the
// envelope unwrapped, and every failure turned into an ApiError or a NetworkError.
import type { ApiFieldError, ApiSuccess } from '@ic/domain';
import { readAuthToken } from '../session/authToken';
import { ApiError, NetworkError } from './errors';

export { ApiError, NetworkError, serverMessageOr } from './errors';

export type Query = Record<string, string | number | boolean | null | undefined>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  query?: Query;
  /** Sent as JSON; FormData goes as multipart/form-data (files), its boundary set by the browser. */
  body?: unknown;
  /** Send the stored bearer token (authtoken) when one is stored (spec section 6). */
  bearer?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (a save made while leaving it). */
  keepalive?: boolean;
  /** The browser cache's mode, e.g. 'no-cache' to revalidate an answer that must be current. */
  cache?: RequestCache;
};

export type ReadOptions = Omit<ApiRequestOptions, 'method' | 'body'>;
export type WriteOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** A successful answer: the whole JSON body (some calls answer outside `data`) and its headers. */
export type ApiResult<B> = { body: B; status: number; headers: Headers };

const API_BASE = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');

/** How a request reaches the API: the browser's fetch, or the server's own answers while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The page renderer (src/ssr/entry-server.tsx) answers the app's reads in-process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The API address of a path, with empty query values left out. */
export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function requestHeaders(options: ApiRequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  const token = options.bearer ? readAuthToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Runs one network step; a rejection (other than the caller aborting) means no answer. */
async function network<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError(error);
  }
}

type Body = { value: unknown; isJson: boolean };

async function readBody(response: Response): Promise<Body> {
  const text = await network(() => response.text());
  if (text === '') return { value: undefined, isJson: true };
  try {
    return { value: JSON.parse(text), isJson: true };
  } catch {
    return { value: text, isJson: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldError(value: unknown): value is ApiFieldError {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';
}

/** The ApiError of a refused answer: its status, the envelope's message and field errors. */
export function failureOf(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const message = typeof record.message === 'string' && record.message ? record.message : undefined;
  const errors = Array.isArray(record.errors) ? record.errors.filter(isFieldError) : [];
  return new ApiError(status, message, errors, body);
}

/** Any call; resolves with the body of a success, rejects with ApiError or NetworkError. */
export async function apiFetch<B>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResult<B>> {
  const { body, method, query, signal, keepalive, cache } = options;
  const response = await network(() =>
    transport(apiUrl(path, query), {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers: requestHeaders(options),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal,
      keepalive,
      cache,
    }),
  );
  const { value, isJson } = await readBody(response);
  const refused = isRecord(value) && value.success === false;
  if (!response.ok || !isJson || refused) throw failureOf(response.status, value);
  // The server is ours and typed by the same domain package; the caller names the body's type.
  return { body: value as B, status: response.status, headers: response.headers };
}

async function dataOf<T>(path: string, options: ApiRequestOptions): Promise<T> {
  return (await apiFetch<ApiSuccess<T>>(path, options)).body.data;
}

export function apiGet<T>(path: string, options: ReadOptions = {}): Promise<T> {
  return dataOf<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T>(path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
  return dataOf<T>(path, { ...options, method: 'POST', body });
}

export function apiPut<T>(path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
  return dataOf<T>(path, { ...options, method: 'PUT', body });
}

export function apiPatch<T>(path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
  return dataOf<T>(path, { ...options, method: 'PATCH', body });
}

export function apiDelete<T>(path: string, options: WriteOptions = {}): Promise<T> {
  return dataOf<T>(path, { ...options, method: 'DELETE' });
}
