import { chapterLockSchema, successEnvelope } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from '../../src/http/serializer.ts';

const row = z.object({
  title: z.string(),
  pages: z.number().nullable(),
  lock: chapterLockSchema.nullable(),
});
const write = compiledSerializer({
  schema: successEnvelope(z.array(row)),
  method: 'GET',
  url: '/example',
  httpStatus: '200',
});

describe('compiledSerializer', () => {
  it('writes what the contract names, as JSON.stringify would', () => {
    const body = {
      success: true,
      data: [
        { title: 'One', pages: 7, lock: null },
        {
          title: 'Two',
          pages: null,
          lock: { reason: 'early-until', until: '2026-06-08T06:00:00.000Z' },
        },
      ],
    };
    expect(write(body)).toBe(JSON.stringify(body));
  });

  it('leaves out properties the contract does not name, inside unions too', () => {
    const body = {
      success: true,
      secret: 'x',
      data: [{ title: 'One', pages: 7, password: 'x', lock: { reason: 'members', extra: 1 } }],
    };
    expect(JSON.parse(write(body))).toEqual({
      success: true,
      data: [{ title: 'One', pages: 7, lock: { reason: 'members' } }],
    });
  });

  it('refuses an answer that lacks a required property', () => {
    expect(() => write({ success: true, data: [{ pages: 1, lock: null }] })).toThrow();
  });
});
