import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  lastPageKey,
  pageCounterText,
  parsePage,
  READER,
  swipeDirection,
  zoomIn,
  zoomOut,
} from './reader.ts';

describe('clampPage', () => {
  it.each([
    [3, 12, 3],
    [0, 12, 1],
    [-4, 12, 1],
    [13, 12, 12],
    [Number.NaN, 12, 1],
    [2.7, 12, 2],
    [5, 0, 1],
  ])('page %s of %s is %s', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('parsePage', () => {
  it.each([
    ['4', 4],
    ['1', 1],
    ['0', null],
    ['-2', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['99999999999999999999', null],
  ])('%s is %s', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
});

it("counts pages as 'Page 3 of 12'", () => {
  expect(pageCounterText(3, 12)).toBe('Page 3 of 12');
});

describe('zoom', () => {
  it('steps in and out around fit-to-width', () => {
    expect(zoomIn(READER.fitZoom)).toBe(1.25);
    expect(zoomOut(READER.fitZoom)).toBe(0.75);
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomOut(1.1)).toBe(1);
  });

  it('stops at the limits', () => {
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomOut(0.5)).toBe(false);
    expect(canZoomIn(2)).toBe(true);
    expect(canZoomOut(0.75)).toBe(true);
  });
});

describe('swipeDirection', () => {
  it('right to left turns to the next page, left to right to the previous one', () => {
    expect(swipeDirection(-80, 10)).toBe('next');
    expect(swipeDirection(80, -10)).toBe('previous');
  });

  it('ignores moves shorter than the threshold', () => {
    expect(swipeDirection(-(READER.swipeThresholdPx - 1), 0)).toBeNull();
    expect(swipeDirection(-READER.swipeThresholdPx, 0)).toBe('next');
  });

  it('ignores mostly vertical moves (scrolling the page)', () => {
    expect(swipeDirection(-80, 120)).toBeNull();
    expect(swipeDirection(60, 60)).toBeNull();
  });
});

it('keeps the last page of each chapter under its own key', () => {
  expect(lastPageKey('ch-42')).toBe('reader:lastPage:ch-42');
});
