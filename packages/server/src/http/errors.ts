import { MESSAGES } from '@ic/domain';
import type { FieldError } from './envelope.ts';

/** An error whose status and message are safe to show the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;

  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new HttpError(401, message);
export const paymentRequired = (message: string) => new HttpError(402, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) =>
  new HttpError(409, message, errors);
export const tooMany = (message: string = MESSAGES.tooManyRequests) => new HttpError(429, message);

/** A 400 for one field, the way validation failures look. */
export const fieldError = (field: string, message: string) =>
  badRequest(message, [{ field, message }]);
