import {
  apiFailureSchema,
  messageKeyOf,
  successEnvelope,
  type ApiFailure,
  type ApiFieldError,
  type ApiSuccess,
} from '@ic/domain';

export type FieldError = ApiFieldError;
export type Failure = ApiFailure;

/** A message's English text, and its catalogue key when it is one of the domain's (issue 19). */
export function withKey(message: string): { message: string; messageKey?: string } {
  const messageKey = messageKeyOf(message);
  return messageKey ? { message, messageKey } : { message };
}

/** The success envelope every JSON answer uses: `{ success: true, data, message?, messageKey? }`. */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined
    ? { success: true, data }
    : { success: true, data, ...withKey(message) };
}

/** Response schema for a route: the envelope around `data`. */
export const envelopeOf = successEnvelope;

/** The failure envelope: `{ success: false, message, errors? }`. */
export const failureSchema = apiFailureSchema;

export function failure(message: string, errors?: FieldError[]): Failure {
  const keyed = errors?.map((error) => ({ ...error, ...withKey(error.message) }));
  return keyed?.length
    ? { success: false, ...withKey(message), errors: keyed }
    : { success: false, ...withKey(message) };
}
