// The reader's data is asked for ahead of its code, under the keys its hooks read.
import type { ProgressList } from '@ic/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderHook } from 'vitest-browser-react';
import { createMemoryRouter } from 'react-router-dom';
import { useChapterPages } from './api/pages';
import { useProgress } from './api/progress';
import { chaptersOf, comics } from './mocks/fixtures';
import { chapterPagesOf } from './mocks/pages';
import { paths } from './paths';
import { appRoutes, startEarlyData } from './router';
import { clearUserCookie, writeUserCookie } from './session/userCookie';
import { envelope, failure, stubFetch, type RecordedRequest } from './test/fetchStub';

const firstComicId = comics[1]?._id ?? '';
const widths = [480, 960, 1600];

/**
 * One chapter per test (SWR keeps a preload for the page's life until a hook reads it), with
 * pictures whose addresses name their page, to see which one is preloaded.
 */
function chapterAt(index: number, comicId = firstComicId) {
  const chapterId = chaptersOf(comicId)[index]?._id ?? '';
  const base = chapterPagesOf(comicId, chapterId);
  const pages = base?.pages.map((page) => ({
    ...page,
    sources: {
      avif: widths.map((width) => ({ width, url: `/media/p/${page.number}-${width}.avif` })),
      webp: widths.map((width) => ({ width, url: `/media/p/${page.number}-${width}.webp` })),
    },
  }));
  return {
    comicId,
    chapterId,
    chapterPages: base && pages ? { ...base, pages } : null,
    pagesPath: `${paths.chapters.href(comicId)}/${chapterId}/pages`,
    address: paths.reader.href(comicId, chapterId),
  };
}

/** The API as the reader finds it: the chapter list, its pages and (signed in) its place. */
function stubApi(
  { pagesPath, chapterPages }: ReturnType<typeof chapterAt>,
  progress: ProgressList = { entries: [] },
) {
  return stubFetch(({ url }) => {
    if (url.pathname === pagesPath) return envelope(chapterPages);
    const list = comics.find((comic) => url.pathname === paths.chapters.href(comic._id));
    if (list) return envelope(chaptersOf(list._id));
    if (url.pathname === '/api/progress') return envelope(progress);
    return failure(404, 'Not found');
  });
}

const asked = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.url.pathname === path).length;

/** The opening picture's preload link, once the pages have arrived. */
const pictureLink = () =>
  document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');

// A phone held upright: the only screen whose opening picture's size is known ahead.
beforeEach(() => page.viewport(390, 844));

afterEach(() => {
  clearUserCookie();
  document.head
    .querySelectorAll('link[rel="preload"][as="image"]')
    .forEach((link) => link.remove());
});

describe("the reader's data ahead of its code", () => {
  it('the first address asks for the chapter list and pages before the router starts', async () => {
    const chapter = chapterAt(0);
    const requests = stubApi(chapter);
    startEarlyData(new URL(chapter.address, window.location.origin));
    expect(asked(requests, chapter.pagesPath)).toBe(1);
    expect(asked(requests, paths.chapters.href(chapter.comicId))).toBe(1);
    // No page named and none begun: the first page's picture.
    await vi.waitFor(() => expect(pictureLink()?.imageSrcset).toContain('/media/p/1-480.avif'));
  });

  it("the route's loader asks for the pages while the reader's code is still loading, and the reader's hook reads that answer without asking again", async () => {
    const chapter = chapterAt(1);
    const { chapterId, chapterPages, pagesPath } = chapter;
    const requests = stubApi(chapter);
    const router = createMemoryRouter(appRoutes, {
      initialEntries: [`${chapter.address}&page=2`],
    });
    // Asked for at once, while the route (its lazily loaded page) has not finished loading.
    expect(asked(requests, pagesPath)).toBe(1);
    expect(router.state.initialized).toBe(false);

    const { result } = await renderHook(() => useChapterPages(chapter.comicId, chapterId));
    await vi.waitFor(() => expect(result.current.chapterPages).toEqual(chapterPages));
    expect(asked(requests, pagesPath)).toBe(1);
    // The page the address names: its picture is preloaded, high in priority.
    await vi.waitFor(() => expect(pictureLink()?.imageSrcset).toContain('/media/p/2-480.avif'));
    expect(pictureLink()?.fetchPriority).toBe('high');
    expect(pictureLink()?.imageSizes).toBe(`${window.innerWidth}px`);
    router.dispose();
  });

  it("signed in, it also asks for the reader's place and preloads the page it resumes on", async () => {
    writeUserCookie({
      name: 'Asha',
      username: 'asha_v1',
      email: 'asha@example.in',
      newsLetter: false,
    });
    const chapter = chapterAt(2);
    const place = {
      chapterId: chapter.chapterId,
      page: 3,
      pageCount: 5,
      finished: false,
      updatedAt: '2026-11-01T10:00:00Z',
    };
    const requests = stubApi(chapter, { entries: [place] });
    startEarlyData(new URL(chapter.address, window.location.origin));
    expect(asked(requests, '/api/progress')).toBe(1);
    await vi.waitFor(() => expect(pictureLink()?.imageSrcset).toContain('/media/p/3-480.avif'));
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  });

  it('turning pages asks for nothing again: the hooks hold the data, no preload is left to go stale', async () => {
    writeUserCookie({
      name: 'Asha',
      username: 'asha_v1',
      email: 'asha@example.in',
      newsLetter: false,
    });
    // A comic of its own: an earlier test's preload of its place was never read.
    const chapter = chapterAt(0, comics[2]?._id);
    const { comicId } = chapter;
    const otherComic = comics[3]?._id ?? '';
    const requests = stubApi(chapter);
    const router = createMemoryRouter(appRoutes, { initialEntries: [chapter.address] });
    const { result } = await renderHook(() => useProgress(comicId));
    await vi.waitFor(() => expect(result.current.entries).toEqual([]));
    // The reader is open (its code loaded), as when a reader turns a page.
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate(`${chapter.address}&page=2`, { replace: true });
    await router.navigate(`${chapter.address}&page=3`, { replace: true });
    expect(asked(requests, '/api/progress')).toBe(1);
    // Another comic is another entry into the route: its data is asked for at once.
    await router.navigate(paths.reader.href(otherComic, 'x1'));
    await vi.waitFor(() => expect(asked(requests, paths.chapters.href(otherComic))).toBe(1));
    router.dispose();
  });
});
