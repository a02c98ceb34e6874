import type { ApiFieldError } from '@ic/domain';

/** The server answered, but not with success: a non-2xx status or an envelope with success false. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The envelope's message, only when the server sent one (screens fall back to the spec's text). */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: ApiFieldError[];
  /** The parsed JSON body, or the raw text when the body was not JSON. */
  readonly body: unknown;

  constructor(
    status: number,
    serverMessage: string | undefined,
    fieldErrors: ApiFieldError[],
    body: unknown,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }

  /**
   * The message's key in the `errors` catalogue (issue 19), when the server sent one: a screen
   * shows `useMessage()(serverMessage, messageKey)`, the reader's language or else the English.
   */
  get messageKey(): string | undefined {
    const key = (this.body as { messageKey?: unknown } | null)?.messageKey;
    return typeof key === 'string' ? key : undefined;
  }

  /** The first message the server gave for one form field, if any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors.find((error) => error.field === field)?.message;
  }
}

/** No answer at all: offline, DNS, refused connection, CORS. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
  }
}

/** The spec's "the server message, else {fallback}" reading of any failure. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
