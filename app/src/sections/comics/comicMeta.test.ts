import { describe, expect, it } from 'vitest';
import { comicMeta } from './comicMeta';

describe('comicMeta', () => {
  it('gives the year, then the authors joined by a comma', () => {
    expect(comicMeta({ releasedYear: 2025, authors: ['Ira Menon', 'Kabir Sethi'] })).toEqual([
      '2025',
      'Ira Menon, Kabir Sethi',
    ]);
  });

  it("says 'Unknown Author' when there is none, and leaves out a missing year", () => {
    expect(comicMeta({ releasedYear: '', authors: [] })).toEqual(['Unknown Author']);
  });
});
