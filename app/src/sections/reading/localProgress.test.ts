import { PROGRESS_MERGE_MAX, READER_STORAGE } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearLocalProgress,
  localMergeEntries,
  readLocalProgress,
  writeLocalProgress,
} from './localProgress';

afterEach(() => localStorage.clear());

const place = (page: number, at: string, finished = false) => ({
  page,
  pageCount: 7,
  finished,
  at,
});

describe("a signed-out reader's progress in this browser", () => {
  it('keeps the place per chapter; finished once stays finished', () => {
    writeLocalProgress('c1', place(7, '2026-11-24T10:00:00.000Z', true));
    writeLocalProgress('c1', place(2, '2026-11-24T11:00:00.000Z'));
    writeLocalProgress('c2', place(4, '2026-11-24T09:00:00.000Z'));
    expect(readLocalProgress()).toEqual({
      c1: place(2, '2026-11-24T11:00:00.000Z', true),
      c2: place(4, '2026-11-24T09:00:00.000Z'),
    });
  });

  it('drops damaged entries and keeps the others', () => {
    localStorage.setItem(
      READER_STORAGE.progress,
      JSON.stringify({
        good: place(3, '2026-11-24T10:00:00.000Z'),
        beyond: place(9, '2026-11-24T10:00:00.000Z'),
        noTime: { page: 1, pageCount: 7, finished: false, at: 'yesterday' },
        junk: 'page 4',
      }),
    );
    expect(Object.keys(readLocalProgress())).toEqual(['good']);
    localStorage.setItem(READER_STORAGE.progress, '{not json');
    expect(readLocalProgress()).toEqual({});
  });

  it('hands the newest entries to the merge, as many as one merge takes, then forgets them', () => {
    const many = Object.fromEntries(
      Array.from({ length: PROGRESS_MERGE_MAX + 2 }, (_, i) => [
        `c${i}`,
        place(1, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
      ]),
    );
    localStorage.setItem(READER_STORAGE.progress, JSON.stringify(many));
    const entries = localMergeEntries();
    expect(entries).toHaveLength(PROGRESS_MERGE_MAX);
    expect(entries[0]?.chapterId).toBe(`c${PROGRESS_MERGE_MAX + 1}`);
    clearLocalProgress();
    expect(localMergeEntries()).toEqual([]);
  });
});
