// The reader's API for page stories: a chapter's pages (original story pages as data: URLs),
// and the reader's progress, kept in memory for the story's life.
import type { ChapterPages, ChapterRef, ProgressEntry } from '@ic/domain';
import { storyPages } from '@ic/ui/storybook';
import { http, HttpResponse } from 'msw';
import { chaptersOf, comics } from './fixtures';

export const STORY_PAGE_COUNT = 5;

const refOf = (chapter: ReturnType<typeof chaptersOf>[number] | undefined): ChapterRef | null =>
  chapter
    ? {
        chapterId: chapter._id,
        number: chapter.number,
        title: chapter.title,
        readable: chapter.readable,
        lock: chapter.lock,
      }
    : null;

/** A fixture chapter's pages answer, as the server shapes it. */
export function chapterPagesOf(comicId: string, chapterId: string): ChapterPages | null {
  const chapters = chaptersOf(comicId);
  const index = chapters.findIndex((chapter) => chapter._id === chapterId);
  const chapter = chapters[index];
  if (!chapter) return null;
  return {
    chapterId,
    comicId,
    comicTitle: comics.find((comic) => comic._id === comicId)?.title ?? '',
    number: chapter.number,
    title: chapter.title,
    pageCount: STORY_PAGE_COUNT,
    pdf: null,
    pages: storyPages(STORY_PAGE_COUNT),
    prev: refOf(chapters[index - 1]),
    next: refOf(chapters[index + 1]),
  };
}

const ok = (data: unknown) => HttpResponse.json({ success: true, data });

/** Progress saved in stories, by chapter (a story may read back what it saved). */
export const savedProgress = new Map<string, ProgressEntry>();

export const readerHandlers = [
  http.get('/comicChap/:comicId/chapters/:chapterId/pages', ({ params }) => {
    const answer = chapterPagesOf(String(params.comicId), String(params.chapterId));
    return answer
      ? ok(answer)
      : HttpResponse.json({ success: false, message: 'Chapter not found' }, { status: 404 });
  }),
  http.get('/api/progress', () => ok({ entries: [...savedProgress.values()] })),
  http.get('/api/progress/continue', () => ok([])),
  http.put('/api/progress/:chapterId', async ({ params, request }) => {
    const body = (await request.json()) as Omit<ProgressEntry, 'chapterId' | 'updatedAt'> & {
      at: string;
    };
    const entry: ProgressEntry = {
      chapterId: String(params.chapterId),
      page: body.page,
      pageCount: body.pageCount,
      finished: body.finished,
      updatedAt: body.at,
    };
    savedProgress.set(entry.chapterId, entry);
    return ok(entry);
  }),
  http.post('/api/progress/merge', () => ok({ entries: [...savedProgress.values()] })),
];
