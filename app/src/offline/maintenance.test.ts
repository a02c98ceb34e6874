import type { ChapterPages } from '@ic/domain';
import { clear } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recheckSaved } from './maintenance';
import { putSaved, refreshSaved, removeAllSaved } from './savedChapters';

async function save(chapterId: string) {
  const chapterPages = { chapterId, comicId: 'k1', title: chapterId } as ChapterPages;
  await putSaved(chapterId, {
    user: 'asha',
    comicId: 'k1',
    rating: 'G',
    chapterPages,
    urls: [],
    bytes: 0,
    savedAt: '2026-11-24T10:00:00.000Z',
  });
}

const answer = (status: number) =>
  new Response(JSON.stringify({ success: status < 400, data: {} }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

afterEach(async () => {
  await removeAllSaved(null);
  await clear();
});

describe('saved chapters checked against the server', () => {
  it('removes those now refused or gone, keeps the readable and those with no answer', async () => {
    for (const id of ['members', 'gone', 'free', 'unreached']) await save(id);
    const byChapter: Record<string, () => Promise<Response>> = {
      members: async () => answer(403),
      gone: async () => answer(404),
      free: async () => answer(200),
      unreached: async () => Promise.reject(new TypeError('Failed to fetch')),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const id = /chapters\/([^/]+)\/pages/.exec(url)?.[1] ?? '';
        return byChapter[id]?.() ?? answer(500);
      }),
    );
    const removed = await recheckSaved('asha');
    expect(removed.sort()).toEqual(['gone', 'members']);
    const left = (await refreshSaved('asha')).map((chapter) => chapter.chapterPages.chapterId);
    expect(left.sort()).toEqual(['free', 'unreached']);
  });
});
