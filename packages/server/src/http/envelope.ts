import { apiFailureSchema, successEnvelope, type ApiFailure, type ApiFieldError } from '@ic/domain';

export type FieldError = ApiFieldError;
export type Failure = ApiFailure;

/** The success envelope every JSON answer uses: `{ success: true, data, message? }`. */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** Response schema for a route: the envelope around `data`. */
export const envelopeOf = successEnvelope;

/** The failure envelope: `{ success: false, message, errors? }`. */
export const failureSchema = apiFailureSchema;

export function failure(message: string, errors?: FieldError[]): Failure {
  return errors?.length ? { success: false, message, errors } : { success: false, message };
}
