import { describe, expect, it } from 'vitest';
import { PROGRESS_MERGE_MAX } from '../constants/pages.ts';
import { PROGRESS_MESSAGES, progressMergeSchema, progressSaveSchema } from './progress.ts';

const save = { page: 3, pageCount: 7, finished: false, at: '2026-11-24T10:00:00.000Z' };

describe('progressSaveSchema', () => {
  it('takes a page within the count and a client time with its offset', () => {
    expect(progressSaveSchema.parse(save)).toEqual(save);
    expect(progressSaveSchema.parse({ ...save, at: '2026-11-24T15:30:00+05:30' }).at).toBe(
      '2026-11-24T15:30:00+05:30',
    );
  });

  it('refuses a page beyond the count, with the message on the page', () => {
    const result = progressSaveSchema.safeParse({ ...save, page: 8 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['page'], message: PROGRESS_MESSAGES.pageBeyondCount },
    ]);
  });

  it('refuses pages below 1, fractions, a time that is not one, and fields it does not take', () => {
    for (const body of [
      { ...save, page: 0 },
      { ...save, pageCount: 2.5 },
      { ...save, at: 'yesterday' },
      { ...save, userId: 'someone' },
      { page: 1, pageCount: 1, at: save.at },
    ]) {
      expect(progressSaveSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('progressMergeSchema', () => {
  const entry = { chapterId: 'c1', ...save };
  it(`takes up to ${PROGRESS_MERGE_MAX} entries, each checked like a save`, () => {
    const entries = Array.from({ length: PROGRESS_MERGE_MAX }, () => entry);
    expect(progressMergeSchema.safeParse({ entries }).success).toBe(true);
    expect(progressMergeSchema.safeParse({ entries: [...entries, entry] }).success).toBe(false);
    expect(progressMergeSchema.safeParse({ entries: [{ ...entry, page: 9 }] }).success).toBe(false);
  });
});
