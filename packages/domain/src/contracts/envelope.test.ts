import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { apiFailureSchema, pagedEnvelope, successEnvelope } from './envelope.ts';

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

describe('pagedEnvelope', () => {
  const schema = pagedEnvelope(z.object({ _id: z.string() }));
  const data = [{ _id: 'a' }, { _id: 'b' }];

  it('accepts a whole list without meta, or a page with its meta', () => {
    expect(schema.parse({ success: true, data })).toEqual({ success: true, data });
    const page = { success: true, data, meta: { total: 12, page: 2, limit: 2, pages: 6 } };
    expect(schema.parse(page)).toEqual(page);
  });

  it('rejects a meta without its page count', () => {
    const meta = { total: 12, page: 2, limit: 2 };
    expect(schema.safeParse({ success: true, data, meta }).success).toBe(false);
  });
});
