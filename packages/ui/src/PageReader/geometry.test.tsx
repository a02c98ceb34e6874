import { describe, expect, it } from 'vitest';
import { candidates, fittedWidths, openingPicture, showsSpreads, srcSetOf } from './geometry';

const PAGE = { width: 1600, height: 2400 };
const SOURCES = [480, 960, 1600].map((width) => ({ width, url: `/p/1-${width}.avif` }));

describe('fittedWidths', () => {
  it('fits the whole page on a landscape screen', () => {
    expect(fittedWidths([PAGE], { width: 1366, height: 600 })).toEqual([400]);
  });

  it('fills the width on a portrait screen', () => {
    expect(fittedWidths([PAGE], { width: 390, height: 700 })).toEqual([390]);
  });

  it('shares a landscape screen between the two pages of a spread', () => {
    expect(fittedWidths([PAGE, PAGE], { width: 1366, height: 600 })).toEqual([400, 400]);
    expect(fittedWidths([PAGE, PAGE], { width: 700, height: 600 })).toEqual([350, 350]);
  });

  it('is zero before the screen is measured', () => {
    expect(fittedWidths([PAGE], { width: 0, height: 0 })).toEqual([0]);
  });
});

it('shows spreads only on landscape screens', () => {
  expect(showsSpreads({ width: 1366, height: 700 })).toBe(true);
  expect(showsSpreads({ width: 768, height: 1000 })).toBe(false);
});

describe('candidates', () => {
  it('leaves the 1600 px image out until zoomed', () => {
    expect(candidates(SOURCES, { zoomed: false, dataSaver: false }).map((s) => s.width)).toEqual([
      480, 960,
    ]);
    expect(candidates(SOURCES, { zoomed: true, dataSaver: false }).map((s) => s.width)).toEqual([
      480, 960, 1600,
    ]);
  });

  it('offers only the smallest under data saver, zoomed or not', () => {
    expect(candidates(SOURCES, { zoomed: true, dataSaver: true }).map((s) => s.width)).toEqual([
      480,
    ]);
  });
});

it('writes a srcset with each width', () => {
  expect(srcSetOf(SOURCES.slice(0, 2))).toBe('/p/1-480.avif 480w, /p/1-960.avif 960w');
});

describe('openingPicture', () => {
  const page = { sources: { avif: SOURCES, webp: SOURCES } };

  it('is the fitted width on a portrait screen, without the 1600 px source', () => {
    expect(
      openingPicture(page, { width: 390, height: 844, vertical: false, dataSaver: false }),
    ).toEqual({
      type: 'image/avif',
      srcSet: '/p/1-480.avif 480w, /p/1-960.avif 960w',
      sizes: '390px',
    });
  });

  it('keeps the vertical column and data saver rules', () => {
    expect(
      openingPicture(page, { width: 1000, height: 1400, vertical: true, dataSaver: true }),
    ).toEqual({ type: 'image/avif', srcSet: '/p/1-480.avif 480w', sizes: '900px' });
  });

  it('is unknown on a landscape screen', () => {
    expect(
      openingPicture(page, { width: 1366, height: 768, vertical: false, dataSaver: false }),
    ).toBeNull();
  });
});
