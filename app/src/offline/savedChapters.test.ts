import type { ChapterPages } from '@ic/domain';
import { clear, get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { OFFLINE_USER_KEY, offlineCacheName } from './rules';
import {
  getSaved,
  keepDownloadsFor,
  putSaved,
  refreshSaved,
  removeAllSaved,
  removeSaved,
  type SavedChapter,
  useSavedChapters,
} from './savedChapters';

const url = (chapterId: string) => `/media/pages/${chapterId}/1-960.avif`;

function saved(user: string, chapterId: string, savedAt: string): SavedChapter {
  const chapterPages = { chapterId, comicId: 'k1', title: chapterId } as ChapterPages;
  return {
    user,
    comicId: 'k1',
    rating: 'G',
    chapterPages,
    urls: [url(chapterId)],
    bytes: 10,
    savedAt,
  };
}

/** Saves a chapter as the download does: its image in the user's cache, then its entry. */
async function save(user: string, chapterId: string, savedAt = '2026-11-24T10:00:00.000Z') {
  const cache = await caches.open(offlineCacheName(user));
  await cache.put(url(chapterId), new Response('image'));
  await putSaved(chapterId, saved(user, chapterId, savedAt));
}

const cached = async (user: string, chapterId: string) =>
  (await caches.open(offlineCacheName(user))).match(url(chapterId));

afterEach(async () => {
  await removeAllSaved(null);
  await clear();
});

describe('the downloads store', () => {
  it('knows a visitor has nothing saved, from the first render and without drawing it again', async () => {
    let renders = 0;
    const { result } = await renderHook(() => {
      renders += 1;
      return useSavedChapters(null);
    });
    expect(result.current).toEqual([]);
    await keepDownloadsFor(null);
    await refreshSaved(null);
    // A redraw would have been scheduled by now: give it a frame to happen.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(renders).toBe(1);
  });

  it("reads a signed-in reader's list after the first render", async () => {
    await save('asha', 'c1');
    // Another screen last asked for nobody's list.
    await refreshSaved(null);
    const { result } = await renderHook(() => useSavedChapters('asha'));
    expect(result.current).toBeNull();
    await vi.waitFor(() =>
      expect(result.current?.map((chapter) => chapter.chapterPages.chapterId)).toEqual(['c1']),
    );
  });

  it("lists a reader's chapters, newest first, and no other reader's", async () => {
    await save('asha', 'c1', '2026-11-24T10:00:00.000Z');
    await save('asha', 'c2', '2026-11-24T11:00:00.000Z');
    await save('ravi', 'c3');
    const list = await refreshSaved('asha');
    expect(list.map((chapter) => chapter.chapterPages.chapterId)).toEqual(['c2', 'c1']);
    await expect(getSaved('ravi', 'c1')).resolves.toBeUndefined();
  });

  it('removes one chapter with its images', async () => {
    await save('asha', 'c1');
    await save('asha', 'c2');
    await removeSaved('asha', 'c1');
    await expect(cached('asha', 'c1')).resolves.toBeUndefined();
    await expect(cached('asha', 'c2')).resolves.toBeDefined();
    expect((await refreshSaved('asha')).map((c) => c.chapterPages.chapterId)).toEqual(['c2']);
  });

  it("another reader signing in removes the first reader's downloads and cache", async () => {
    await keepDownloadsFor('asha');
    await save('asha', 'c1');
    await keepDownloadsFor('ravi');
    expect(await caches.keys()).not.toContain(offlineCacheName('asha'));
    await expect(getSaved('asha', 'c1')).resolves.toBeUndefined();
    await expect(get(OFFLINE_USER_KEY)).resolves.toBe('ravi');
  });

  it('signing out removes every download and forgets whose they were', async () => {
    await keepDownloadsFor('asha');
    await save('asha', 'c1');
    await keepDownloadsFor('asha');
    await expect(cached('asha', 'c1')).resolves.toBeDefined();
    await keepDownloadsFor(null);
    await expect(cached('asha', 'c1')).resolves.toBeUndefined();
    await expect(get(OFFLINE_USER_KEY)).resolves.toBeUndefined();
    await expect(refreshSaved('asha')).resolves.toEqual([]);
  });
});
