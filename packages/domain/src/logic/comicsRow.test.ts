import { describe, expect, it } from 'vitest';
import { PAGING } from '../constants/layout.ts';
import { comicsRow, newestFirst, readableComicFor, readableComics } from './comicsRow.ts';

const comic = (title: string, createdAt: string) => ({ title, createdAt });

// Oldest first, as the original client received them before reversing.
const OLDEST_FIRST = [
  comic('Ledger', '2021-08-15T09:00:00.000Z'),
  comic('Keepers', '2022-03-21T09:00:00.000Z'),
  comic('Tides', '2024-02-11T09:00:00.000Z'),
  comic('Eternal Storm', '2025-01-14T09:00:00.000Z'),
  comic('Hungry Zero', '2025-02-17T09:00:00.000Z'),
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

describe('comicsRow (spec: only the first 2 comics, newest first, are clickable)', () => {
  it('makes the newest two readable and the rest upcoming', () => {
    expect(PAGING.comicsRowClickable).toBe(2);
    expect(comicsRow(NEWEST_FIRST).map((item) => [item.comic.title, item.readable])).toEqual([
      ['Hungry Zero', true],
      ['Eternal Storm', true],
      ['Tides', false],
      ['Keepers', false],
      ['Ledger', false],
    ]);
  });

  it('is empty for no comics and all readable when there are two or fewer', () => {
    expect(comicsRow([])).toEqual([]);
    expect(comicsRow(OLDEST_FIRST.slice(0, 1)).every((item) => item.readable)).toBe(true);
  });
});

describe('readableComicFor', () => {
  it('is the readable comic with that title, ignoring case and spaces', () => {
    expect(readableComicFor(OLDEST_FIRST, '  eternal STORM ')?.title).toBe('Eternal Storm');
  });

  it('falls back to the newest readable comic when the title is upcoming or unknown', () => {
    expect(readableComicFor(OLDEST_FIRST, 'Tides')?.title).toBe('Hungry Zero');
    expect(readableComicFor(OLDEST_FIRST, 'Nope')?.title).toBe('Hungry Zero');
    expect(readableComicFor(OLDEST_FIRST)?.title).toBe('Hungry Zero');
  });

  it('is undefined when there is nothing to read', () => {
    expect(readableComicFor([], 'Eternal Storm')).toBeUndefined();
  });
});

describe('readableComics', () => {
  it('lists only the readable ones, newest first', () => {
    expect(titles(readableComics(OLDEST_FIRST))).toEqual(['Hungry Zero', 'Eternal Storm']);
  });
});
