import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  clampZoom,
  dataSaverOn,
  isFinished,
  isReadingMode,
  nextToRead,
  pageCounterText,
  parsePage,
  READER,
  spreadCounterText,
  spreadOf,
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
  it('steps in from the fitted page to 2x and 3x', () => {
    expect(zoomIn(READER.fitZoom)).toBe(1.5);
    expect(zoomIn(1.5)).toBe(2);
    expect(zoomIn(2)).toBe(3);
    expect(zoomOut(3)).toBe(2);
    expect(zoomIn(1.1)).toBe(1.5);
    expect(zoomOut(1.1)).toBe(1);
  });

  it('stops at the limits: never smaller than fitted, never beyond 3x', () => {
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(1)).toBe(1);
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomOut(1)).toBe(false);
    expect(canZoomIn(2)).toBe(true);
    expect(canZoomOut(1.5)).toBe(true);
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

it("counts a spread as 'Pages 2–3 of 7'", () => {
  expect(spreadCounterText([2, 3], 7)).toBe('Pages 2–3 of 7');
  expect(spreadCounterText([1], 7)).toBe('Page 1 of 7');
});

it('keeps a pinch between fitted and 3x', () => {
  expect(clampZoom(0.4)).toBe(1);
  expect(clampZoom(2.2)).toBe(2.2);
  expect(clampZoom(5)).toBe(3);
});

describe('spreadOf', () => {
  it('shows the cover alone, then pairs as in print', () => {
    expect(spreadOf(1, 7)).toEqual([1]);
    expect(spreadOf(2, 7)).toEqual([2, 3]);
    expect(spreadOf(3, 7)).toEqual([2, 3]);
    expect(spreadOf(6, 7)).toEqual([6, 7]);
  });

  it('leaves the last page alone when the count leaves it over', () => {
    expect(spreadOf(6, 6)).toEqual([6]);
    expect(spreadOf(9, 6)).toEqual([6]);
  });
});

it('counts a chapter finished once its last page is shown', () => {
  expect(isFinished(6, 7)).toBe(false);
  expect(isFinished(7, 7)).toBe(true);
  expect(isFinished(1, 0)).toBe(false);
});

it('knows the reading modes', () => {
  expect(isReadingMode('vertical')).toBe(true);
  expect(isReadingMode('sideways')).toBe(false);
  expect(isReadingMode(null)).toBe(false);
});

describe('dataSaverOn', () => {
  it('follows Save-Data and 2G, slow-2G and 3G connections on auto', () => {
    expect(dataSaverOn('auto', { saveData: true, effectiveType: '4g' })).toBe(true);
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      expect(dataSaverOn('auto', { effectiveType })).toBe(true);
    }
    expect(dataSaverOn('auto', { effectiveType: '4g' })).toBe(false);
    expect(dataSaverOn('auto', {})).toBe(false);
  });

  it('lets the setting override the hints either way', () => {
    expect(dataSaverOn('off', { saveData: true })).toBe(false);
    expect(dataSaverOn('on', { effectiveType: '4g' })).toBe(true);
  });
});

describe('nextToRead', () => {
  const chapters = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('starts at the first chapter when none is begun', () => {
    expect(nextToRead(chapters, new Map())).toEqual({
      chapter: { id: 'a' },
      page: null,
      begun: false,
    });
  });

  it('continues the first chapter not finished, at its page', () => {
    const marks = new Map([
      ['a', { page: 7, finished: true }],
      ['b', { page: 3, finished: false }],
    ]);
    expect(nextToRead(chapters, marks)).toEqual({ chapter: { id: 'b' }, page: 3, begun: true });
  });

  it('continues with the chapter after a finished one', () => {
    const marks = new Map([['a', { page: 7, finished: true }]]);
    expect(nextToRead(chapters, marks)).toEqual({ chapter: { id: 'b' }, page: null, begun: true });
  });

  it('starts again when every chapter is finished, and has nothing for no chapters', () => {
    const done = new Map(chapters.map(({ id }) => [id, { page: 5, finished: true }]));
    expect(nextToRead(chapters, done)).toEqual({ chapter: { id: 'a' }, page: null, begun: false });
    expect(nextToRead([], done)).toBeNull();
  });
});
