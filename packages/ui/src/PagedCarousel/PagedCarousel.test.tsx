import { PAGING } from '@ic/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderHook } from 'vitest-browser-react';
import { usePagedCarousel, type PagedCarouselOptions } from './usePagedCarousel';

const BLOG = { breakpoints: PAGING.blogBreakpoints, defaultSize: PAGING.blogDefault };

async function setup(width: number, options: PagedCarouselOptions) {
  await page.viewport(width, 900);
  return renderHook(() => usePagedCarousel(options));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('usePagedCarousel page size', () => {
  test.each([
    [375, 1],
    [800, 2],
    [1280, 4],
  ])('the featured map gives %i px a page of %i', async (width, size) => {
    const { result } = await setup(width, { count: 12 });
    expect(result.current?.pageSize).toBe(size);
    expect(result.current?.pageCount).toBe(12 / size);
  });

  test.each([
    [375, 1],
    [800, 4],
    [1280, 4],
  ])('the blog map (4, 1 under 768) gives %i px a page of %i', async (width, size) => {
    const { result } = await setup(width, { count: 8, ...BLOG });
    expect(result.current?.pageSize).toBe(size);
  });
});

describe('usePagedCarousel moves', () => {
  test('starts at offset 0; Next moves a page and wraps to the start after the last', async () => {
    const { result, act } = await setup(1280, { count: 10, fadeMs: 0 });
    const offsets = [result.current?.offset];
    for (let step = 0; step < 3; step += 1) {
      await act(async () => result.current?.next());
      await vi.waitFor(() => expect(result.current?.fading).toBe(false));
      offsets.push(result.current?.offset);
    }
    expect(offsets).toEqual([0, 4, 8, 0]);
  });

  test('Previous from the start wraps to the last page start, then steps back', async () => {
    const { result, act } = await setup(1280, { count: 10, fadeMs: 0 });
    const offsets = [];
    for (let step = 0; step < 3; step += 1) {
      await act(async () => result.current?.previous());
      await vi.waitFor(() => expect(result.current?.fading).toBe(false));
      offsets.push(result.current?.offset);
    }
    expect(offsets).toEqual([8, 4, 0]);
    expect(result.current?.page).toBe(0);
  });

  test('goToPage jumps to that page start', async () => {
    const { result, act } = await setup(800, { count: 7, fadeMs: 0 });
    await act(async () => result.current?.goToPage(3));
    expect(result.current?.offset).toBe(6);
    expect(result.current?.page).toBe(3);
  });

  test('each move fades for fadeMs, and moves meanwhile are ignored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result, act } = await setup(1280, { count: 12 });
    await act(async () => result.current?.next());
    expect(result.current?.fading).toBe(true);
    expect(result.current?.offset).toBe(4);
    await act(async () => result.current?.next());
    await act(async () => result.current?.previous());
    await act(async () => result.current?.goToPage(0));
    expect(result.current?.offset).toBe(4);
    await act(async () => vi.advanceTimersByTime(299));
    expect(result.current?.fading).toBe(true);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current?.fading).toBe(false);
    await act(async () => result.current?.next());
    expect(result.current?.offset).toBe(8);
  });

  test('the fade length can be overridden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result, act } = await setup(1280, { count: 12, fadeMs: 50 });
    await act(async () => result.current?.next());
    await act(async () => vi.advanceTimersByTime(50));
    expect(result.current?.fading).toBe(false);
  });

  test('a single page never moves or fades', async () => {
    const { result, act } = await setup(1280, { count: 3 });
    await act(async () => result.current?.next());
    expect(result.current).toMatchObject({ offset: 0, fading: false, pageCount: 1 });
  });
});

describe('usePagedCarousel resize', () => {
  test('a window resize resets to the first page and recomputes the page size', async () => {
    const { result, act } = await setup(1280, { count: 12, fadeMs: 0 });
    await act(async () => result.current?.next());
    await act(async () => result.current?.next());
    expect(result.current?.offset).toBe(8);
    await page.viewport(375, 900);
    await vi.waitFor(() => expect(result.current?.pageSize).toBe(1));
    expect(result.current?.offset).toBe(0);
    await act(async () => result.current?.next());
    expect(result.current?.offset).toBe(1);
    await page.viewport(800, 900);
    await vi.waitFor(() => expect(result.current).toMatchObject({ pageSize: 2, offset: 0 }));
  });

  test('a resize that keeps the width (a phone hiding its address bar) keeps the page', async () => {
    const { result, act } = await setup(375, { count: 12, fadeMs: 0 });
    await act(async () => result.current?.next());
    await page.viewport(375, 600);
    await vi.waitFor(() => expect(window.innerHeight).toBe(600));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(result.current?.offset).toBe(1);
  });

  test('fewer items than the offset show the first page', async () => {
    let count = 12;
    await page.viewport(1280, 900);
    const { result, act, rerender } = await renderHook(() =>
      usePagedCarousel({ count, fadeMs: 0 }),
    );
    await act(async () => result.current?.goToPage(2));
    expect(result.current?.offset).toBe(8);
    count = 5;
    await rerender();
    expect(result.current).toMatchObject({ offset: 0, page: 0, pageCount: 2 });
  });
});
