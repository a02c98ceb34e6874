// A chapter's pages as images (GET /comicChap/:comicId/chapters/:chapterId/pages): sizes, sources,
// the neighbours with this reader's lock. Refused (401/403) for a chapter this reader may not open.
import type { ChapterPages, PreviewAs } from '@ic/domain';
import useSWR from 'swr';
import { paths } from '../paths';
import { apiGet } from './client';

/** An editor's preview (studio) asks with ?preview=, which the server honours for editors only. */
export function chapterPagesPath(comicId: string, chapterId: string, preview?: PreviewAs): string {
  const path = `${paths.chapters.href(comicId)}/${encodeURIComponent(chapterId)}/pages`;
  return preview ? `${path}?preview=${preview}` : path;
}

export function getChapterPages(path: string): Promise<ChapterPages> {
  return apiGet<ChapterPages>(path, { bearer: true });
}

/** One chapter's pages; `null` ids wait (the chapter is locked, or not known yet). */
export function useChapterPages(comicId: string, chapterId: string | null, preview?: PreviewAs) {
  const key = chapterId ? chapterPagesPath(comicId, chapterId, preview) : null;
  const { data, error, isLoading } = useSWR(key, getChapterPages);
  return { chapterPages: data, error: error as unknown, isLoading };
}
