import { describe, it, expect } from 'vitest';
import { pageCount, paginationWindow } from './pagination.ts';

describe('paginationWindow', () => {
  it.each([
    [1, [1]],
    [2, [1, 2]],
    [3, [1, 2, 3]],
    [4, [1, 2, 3, 4]],
    [5, [1, 2, 3, 4, 5]],
  ])('shows every page when there are %i (5 or fewer)', (total, expected) => {
    for (let current = 1; current <= total; current += 1) {
      expect(paginationWindow(current, total)).toEqual(expected);
    }
  });

  it('shows nothing when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('at the start of many pages: first pages, one ellipsis, last', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationWindow(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
  });

  it('in the middle: first, ellipsis, neighbours of the current page, ellipsis, last', () => {
    expect(paginationWindow(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationWindow(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 'ellipsis', 10]);
  });

  it('at the end: first, one ellipsis, last pages', () => {
    expect(paginationWindow(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(paginationWindow(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('with six pages, the smallest count that needs an ellipsis', () => {
    expect(paginationWindow(1, 6)).toEqual([1, 2, 'ellipsis', 6]);
    expect(paginationWindow(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
    expect(paginationWindow(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(-3, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
  });
});

describe('pageCount', () => {
  it('divides rounding up, with at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(26, 5)).toBe(6);
  });
});
