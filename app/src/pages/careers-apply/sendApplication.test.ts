import { MESSAGES } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../api/client';
import { failedApplication } from './sendApplication';

describe('failedApplication', () => {
  it("puts the server's field messages under the form's fields", () => {
    const error = new ApiError(
      400,
      'Enter a valid 10-digit phone number',
      [
        { field: 'phone', message: 'Enter a valid 10-digit phone number' },
        { field: 'phone', message: 'second message for the same field' },
        { field: 'unknownField', message: 'not a field of the form' },
      ],
      null,
    );
    expect(failedApplication(error)).toEqual({
      ok: false,
      message: 'Enter a valid 10-digit phone number',
      fieldErrors: { phone: 'Enter a valid 10-digit phone number' },
    });
  });

  it("says the server's message for a refusal (job closed, too many applications)", () => {
    const error = new ApiError(429, MESSAGES.tooManyRequests, [], null);
    expect(failedApplication(error)).toEqual({
      ok: false,
      message: MESSAGES.tooManyRequests,
      fieldErrors: {},
    });
  });

  it("falls back to 'Something went wrong. Please try again.'", () => {
    expect(failedApplication(new NetworkError(new TypeError('offline'))).message).toBe(
      'Something went wrong. Please try again.',
    );
    expect(failedApplication(new ApiError(502, undefined, [], '<html>')).message).toBe(
      MESSAGES.tryAgain,
    );
  });
});
