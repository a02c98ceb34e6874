// Editor: the studio's comics and chapters, drafts included; uploads report their progress.
import type {
  ChapterAccessPayload,
  ComicCreatePayload,
  ComicEditPayload,
  PublicationChangePayload,
  StudioChapter,
  StudioComic,
  StudioComicDetail,
} from '@ic/domain';
import useSWR from 'swr';
import { apiGet, apiPatch, apiPost, apiPut, apiUrl } from '../client';
import { apiUpload, type UploadProgress } from '../upload';
import { STUDIO_PAGE_SIZE, type StudioPage } from './paging';

export const COMICS_PATH = '/api/studio/comics';
export const comicPath = (comicId: string) => `${COMICS_PATH}/${encodeURIComponent(comicId)}`;
const chapterPath = (chapterId: string) => `/api/studio/chapters/${encodeURIComponent(chapterId)}`;

/** A page of comics, newest first; `q` keeps those whose title holds it. */
export function useStudioComics(q: string, page: number) {
  const query = { q: q.trim(), page, limit: STUDIO_PAGE_SIZE };
  const { data, error, isLoading } = useSWR(apiUrl(COMICS_PATH, query), () =>
    apiGet<StudioPage<StudioComic>>(COMICS_PATH, { query }),
  );
  return { comics: data, error: error as unknown, isLoading };
}

/** While a chapter's pages are being made, the comic is asked for again this often. */
export const PROCESSING_POLL_MS = 3000;

/** One comic with its chapters; refreshed after each change, and while pages are being made. */
export function useStudioComic(comicId: string) {
  const { data, error, isLoading, mutate } = useSWR(
    comicPath(comicId),
    () => apiGet<StudioComicDetail>(comicPath(comicId)),
    {
      refreshInterval: (latest) =>
        latest?.chapters.some((chapter) => chapter.processing) ? PROCESSING_POLL_MS : 0,
    },
  );
  return { comic: data, error: error as unknown, isLoading, refresh: () => mutate() };
}

export function createComic(comic: ComicCreatePayload) {
  return apiPost<StudioComicDetail>(COMICS_PATH, comic);
}

export function editComic(comicId: string, edit: ComicEditPayload) {
  return apiPatch<unknown>(comicPath(comicId), edit);
}

export function uploadCover(comicId: string, file: File, onProgress: UploadProgress) {
  const form = new FormData();
  form.append('cover', file);
  return apiUpload<StudioComic>(`${comicPath(comicId)}/cover`, 'PUT', form, onProgress);
}

/** The title goes first: the server reads the fields sent before the file. */
export function uploadChapter(
  comicId: string,
  title: string,
  file: File,
  onProgress: UploadProgress,
) {
  const form = new FormData();
  form.append('title', title);
  form.append('pdf', file);
  return apiUpload<StudioChapter>(`${comicPath(comicId)}/chapters`, 'POST', form, onProgress);
}

export function setChapterOrder(comicId: string, chapterIds: string[]) {
  return apiPut<StudioChapter[]>(`${comicPath(comicId)}/chapter-order`, { chapterIds });
}

export function setComicPublication(comicId: string, change: PublicationChangePayload) {
  return apiPut<StudioComic>(`${comicPath(comicId)}/publication`, change);
}

export function setChapterPublication(chapterId: string, change: PublicationChangePayload) {
  return apiPut<StudioChapter>(`${chapterPath(chapterId)}/publication`, change);
}

export function setChapterAccess(chapterId: string, access: ChapterAccessPayload) {
  return apiPatch<unknown>(chapterPath(chapterId), access);
}
