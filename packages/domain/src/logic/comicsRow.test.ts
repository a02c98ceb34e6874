import { describe, expect, it } from 'vitest';
import { comicsRow, newestFirst, readableComicFor, readableComics } from './comicsRow.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');

const comic = (title: string, createdAt: string, firstChapterOn: string | null = '2025-01-01') => ({
  title,
  createdAt,
  firstChapterOn,
});

// Oldest first, as the original client received them before reversing. Tides has no chapter
// yet and Hungry Zero's first chapter comes out next month: both are upcoming.
const OLDEST_FIRST = [
  comic('Ledger', '2021-08-15T09:00:00.000Z'),
  comic('Keepers', '2022-03-21T09:00:00.000Z'),
  comic('Tides', '2024-02-11T09:00:00.000Z', null),
  comic('Eternal Storm', '2025-01-14T09:00:00.000Z'),
  comic('Hungry Zero', '2025-02-17T09:00:00.000Z', '2026-12-18'),
];
const NEWEST_FIRST = [...OLDEST_FIRST].reverse();
const titles = (list: readonly { title: string }[]) => list.map((c) => c.title);

describe('newestFirst', () => {
  it('orders by creation date, newest first, whichever order the list arrives in', () => {
    const expected = ['Hungry Zero', 'Eternal Storm', 'Tides', 'Keepers', 'Ledger'];
    expect(titles(newestFirst(OLDEST_FIRST))).toEqual(expected);
    expect(titles(newestFirst(NEWEST_FIRST))).toEqual(expected);
  });

  it('keeps ties in the given order and puts undated comics last', () => {
    const list = [comic('Undated', 'soon'), comic('A', '2024-01-01'), comic('B', '2024-01-01')];
    expect(titles(newestFirst(list))).toEqual(['A', 'B', 'Undated']);
  });

  it('does not change the list it is given', () => {
    const list = [...OLDEST_FIRST];
    newestFirst(list);
    expect(list).toEqual(OLDEST_FIRST);
  });
});

describe('comicsRow (issue 13: upcoming only without a readable chapter)', () => {
  it('greys out exactly the comics with no chapter out yet, whatever their place', () => {
    expect(comicsRow(NEWEST_FIRST, NOW).map((item) => [item.comic.title, item.readable])).toEqual([
      ['Hungry Zero', false],
      ['Eternal Storm', true],
      ['Tides', false],
      ['Keepers', true],
      ['Ledger', true],
    ]);
  });

  it('makes every comic readable once its first chapter is out', () => {
    const later = new Date('2027-01-01T00:00:00.000Z');
    const row = comicsRow(
      OLDEST_FIRST.filter((c) => c.firstChapterOn),
      later,
    );
    expect(row.every((item) => item.readable)).toBe(true);
    expect(comicsRow([], NOW)).toEqual([]);
  });
});

describe('readableComicFor', () => {
  it('is the readable comic with that title, ignoring case and spaces', () => {
    expect(readableComicFor(OLDEST_FIRST, NOW, '  eternal STORM ')?.title).toBe('Eternal Storm');
    expect(readableComicFor(OLDEST_FIRST, NOW, 'Ledger')?.title).toBe('Ledger');
  });

  it('falls back to the newest readable comic when the title is upcoming or unknown', () => {
    expect(readableComicFor(OLDEST_FIRST, NOW, 'Tides')?.title).toBe('Eternal Storm');
    expect(readableComicFor(OLDEST_FIRST, NOW, 'Hungry Zero')?.title).toBe('Eternal Storm');
    expect(readableComicFor(OLDEST_FIRST, NOW, 'Nope')?.title).toBe('Eternal Storm');
    expect(readableComicFor(OLDEST_FIRST, NOW)?.title).toBe('Eternal Storm');
  });

  it('is undefined when there is nothing to read', () => {
    expect(readableComicFor([], NOW, 'Eternal Storm')).toBeUndefined();
  });
});

describe('readableComics', () => {
  it('lists only the readable ones, newest first', () => {
    expect(titles(readableComics(OLDEST_FIRST, NOW))).toEqual([
      'Eternal Storm',
      'Keepers',
      'Ledger',
    ]);
  });
});
