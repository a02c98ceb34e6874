import { describe, it, expect } from 'vitest';
import { pageSizeForWidth } from './layout.ts';
import { PAGING } from '../constants/layout.ts';

describe('pageSizeForWidth', () => {
  it('gives the featured carousel 1 card under 640 px, 2 under 1024 px, otherwise 4', () => {
    const size = (width: number) =>
      pageSizeForWidth(width, PAGING.featuredBreakpoints, PAGING.featuredDefault);
    expect([320, 639, 640, 1023, 1024, 1920].map(size)).toEqual([1, 1, 2, 2, 4, 4]);
  });

  it('gives the blog carousel 1 under 768 px, otherwise 4', () => {
    const size = (width: number) =>
      pageSizeForWidth(width, PAGING.blogBreakpoints, PAGING.blogDefault);
    expect([767, 768].map(size)).toEqual([1, 4]);
  });

  it('does not depend on the order of the breakpoints', () => {
    const reversed = [...PAGING.featuredBreakpoints].reverse();
    expect(pageSizeForWidth(500, reversed, 4)).toBe(1);
  });

  it('uses the fallback with no breakpoints', () => {
    expect(pageSizeForWidth(100, [], 3)).toBe(3);
  });
});
