import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { apiFailureSchema, successEnvelope } from './envelope.ts';

describe('successEnvelope', () => {
  const schema = successEnvelope(z.object({ isPremium: z.boolean() }));

  it('accepts a success with data and an optional message', () => {
    expect(schema.parse({ success: true, data: { isPremium: true } })).toEqual({
      success: true,
      data: { isPremium: true },
    });
    expect(schema.parse({ success: true, data: { isPremium: false }, message: 'ok' }).message).toBe(
      'ok',
    );
  });

  it('rejects a failure or wrong data', () => {
    expect(schema.safeParse({ success: false, data: { isPremium: true } }).success).toBe(false);
    expect(schema.safeParse({ success: true, data: { isPremium: 'yes' } }).success).toBe(false);
  });
});

describe('apiFailureSchema', () => {
  it('accepts a failure with field errors', () => {
    const failure = {
      success: false,
      message: 'Invalid input',
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
    };
    expect(apiFailureSchema.parse(failure)).toEqual(failure);
  });

  it('needs a message and success false', () => {
    expect(apiFailureSchema.safeParse({ success: false }).success).toBe(false);
    expect(apiFailureSchema.safeParse({ success: true, message: 'x' }).success).toBe(false);
  });
});
