import { describe, expect, it } from 'vitest';
import { isUpcoming } from './upcoming.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');

describe('isUpcoming (issue 13: upcoming means no readable chapter yet)', () => {
  it('is upcoming with no chapter at all', () => {
    expect(isUpcoming({ firstChapterOn: null }, NOW)).toBe(true);
  });

  it('is upcoming while its first chapter comes out after today', () => {
    expect(isUpcoming({ firstChapterOn: '2026-11-21' }, NOW)).toBe(true);
  });

  it('is readable once its first chapter is out, from its release day on', () => {
    expect(isUpcoming({ firstChapterOn: '2026-11-20' }, NOW)).toBe(false);
    expect(isUpcoming({ firstChapterOn: '2021-08-15' }, NOW)).toBe(false);
  });

  it('takes an unreadable date for not released', () => {
    expect(isUpcoming({ firstChapterOn: 'soon' }, NOW)).toBe(true);
  });
});
