// A chapter's pages as images (GET /comicChap/:comicId/chapters/:chapterId/pages): sizes, sources,
// the neighbours with this reader's lock. Refused (401/403) for a chapter this reader may not open.
import type { ChapterPages } from '@ic/domain';
import useSWR from 'swr';
import { paths } from '../paths';
import { apiGet } from './client';

export function chapterPagesPath(comicId: string, chapterId: string): string {
  return `${paths.chapters.href(comicId)}/${encodeURIComponent(chapterId)}/pages`;
}

export function getChapterPages(path: string): Promise<ChapterPages> {
  return apiGet<ChapterPages>(path, { bearer: true });
}

/** One chapter's pages; `null` ids wait (the chapter is locked, or not known yet). */
export function useChapterPages(comicId: string, chapterId: string | null) {
  const key = chapterId ? chapterPagesPath(comicId, chapterId) : null;
  const { data, error, isLoading } = useSWR(key, getChapterPages);
  return { chapterPages: data, error: error as unknown, isLoading };
}
